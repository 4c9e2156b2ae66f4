/** Texts of the rating flow, copied exactly from spec §8 (Rating error). */
export const RATING_MESSAGES = {
  success:
    'Thank you for your submission. Your feedback is highly appreciated and will help us to improve our service offering',
  error: 'Error: server not found, please try again later.',
} as const;

/** Labels of the rating form. */
export const RATING_LABELS = {
  form: 'Rate our service',
  score: 'How likely are you to recommend our service?',
  comment: 'Comment',
  send: 'Send',
  sending: 'Sending your feedback',
  tryAgain: 'Try again',
} as const;

/** Longest comment accepted; the spec sets no limit, this keeps a pasted document out of the API. */
export const COMMENT_MAX_LENGTH = 1000;
