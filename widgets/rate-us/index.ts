/** Rate the service: the widget, and the pieces the portal's two rate-us pages compose. */

export type { Failure } from '../../src/api/api-error';
export type { Rating } from '../../src/api/feedback';
export { buildRating, type RatingValues } from './build-rating';
export { RateUs, type RateUsEvents, type RateUsProps } from './rate-us';
export { RATING_LABELS, RATING_MESSAGES } from './rate-us-messages';
export { RatingForm, type RatingFormProps } from './rating-form';
export { RatingOutcome, type RatingOutcomeProps } from './rating-outcome';
export { parseReference, placeholderIdentifier, systemIdentifier } from './system-identifier';
