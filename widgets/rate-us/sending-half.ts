/** The sending half of rate-us (send-rating.tsx): its module, or one that re-exports it beside more. */
export type SendingHalf = typeof import('./send-rating');

/** Fetches the sending half: Send's handler waits for it, the form's first touch starts it. */
export type LoadSendingHalf = () => Promise<SendingHalf>;

/**
 * The sending half in a chunk of its own, for the React component and the portal's page. The element
 * passes its own (send-rating-element.ts), the same half with the tag's client in one file (issue 49);
 * so that the tag's build has no second chunk of it, RatingWidget imports neither.
 */
export const loadSendingHalf: LoadSendingHalf = () => import('./send-rating');
