/** The rating page (spec §2), with an optional `?ref=` naming where the visitor came from. */
export const RATE_US_PATH = '/rate-us-page';

/** Where Send leads: a spinner, then the spec's thank-you or error text. */
export const RATE_US_THANK_YOU_PATH = '/rate-us-page-thank-you';
