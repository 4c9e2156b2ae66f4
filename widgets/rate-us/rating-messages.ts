/**
 * Texts of the rating flow, copied exactly from spec §8 (Rating error). Apart from the form's labels:
 * only the send code (fetched on first touch) shows them, so the tag's first paint does not carry them.
 */
export const RATING_MESSAGES = {
  success:
    'Thank you for your submission. Your feedback is highly appreciated and will help us to improve our service offering',
  error: 'Error: server not found, please try again later.',
} as const;
