/** Labels of the rating form. */
export const RATING_LABELS = {
  form: 'Rate our service',
  score: 'How likely are you to recommend our service?',
  comment: 'Comment',
  send: 'Send',
  /** Send pressed with no score (the spec gives no text; the design's words). */
  chooseScore: 'Choose a number from 1 to 10',
  sending: 'Sending your feedback',
  tryAgain: 'Try again',
} as const;

/** Longest comment accepted; the spec sets no limit, this keeps a pasted document out of the API. */
export const COMMENT_MAX_LENGTH = 1000;
