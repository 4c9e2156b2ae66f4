import { createRatingSubmission } from '../../widgets/rate-us';

/**
 * The rating sent from /rate-us-page, held for /rate-us-page-thank-you to follow. Page memory only:
 * nothing is stored, so a reload of the thank-you page finds no rating and goes back to the form.
 */
export const ratingSubmission = createRatingSubmission();
