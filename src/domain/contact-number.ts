import { isValidPhone } from './phone';

// The contact form's number (spec §5 Contact form: a contact number must be given), held to the §5
// Phone rule as people write numbers: an extension ('ext 12') may follow. The widget and the sandbox's
// ContactMe both judge it here.

/** Spec §5's message for a missing contact number (and one nobody could call). */
export const CONTACT_NUMBER_MESSAGE = 'Please enter your contact number';

/** Longest contact number taken: room for '+27 (0)11 555 1234 ext 1234'. */
export const CONTACT_NUMBER_MAX = 30;

/** A trailing extension: 'ext 12', 'ext. 12', 'extension 12', 'x12', '#12'. */
const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*\d{1,6}$/i;

/**
 * True for a contact number someone can call, written as people write them (spaces ignored at the ends):
 * the §5 Phone rule (an optional '+', then 10 to 20 digits, spaces, brackets, dashes, dots or slashes),
 * optionally followed by an extension, at most {@link CONTACT_NUMBER_MAX} characters in all.
 * '011 555 1234 ext 12', '(011) 555-1234' and '+27 82 555 0143' pass; 'call me' does not.
 */
export function isContactNumber(value: string): boolean {
  const number = value.trim();
  return number.length <= CONTACT_NUMBER_MAX && isValidPhone(number.replace(EXTENSION, ''));
}
