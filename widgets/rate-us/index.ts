/** Rate the service: the widget, and the pieces the portal's two rate-us pages compose. */

export type { Failure } from '../../src/api/api-error';
export type { Rating } from '../../src/api/feedback';
export type { RatingValues } from './build-rating';
export { RateUs, type RateUsProps, RatingWidget } from './rate-us';
export { RATING_LABELS } from './rate-us-messages';
export { RatingOutcome } from './rating-outcome';
export { useReference } from './reference-policy';
export { loadSendingHalf } from './sending-half';
