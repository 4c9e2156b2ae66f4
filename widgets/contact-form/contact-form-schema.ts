import * as z from 'zod/mini';
import { CONTACT_NUMBER_MESSAGE } from '../../src/domain/contact-number';
import { isValidEmail } from '../../src/domain/email';
import { filled, satisfying } from '../../src/domain/form-fields';
import { hasOnlyPrintable, type TextLines, unprintableMessage } from '../../src/domain/text-rules';
import { CONTACT_FORM_TEXT } from './contact-form-text';

/** Contact form: only the contact number and the e-mail format are checked. */
export const CONTACT_FORM_MESSAGES = {
  contactNumber: CONTACT_NUMBER_MESSAGE,
  emailAddress: 'Please enter a valid email address',
} as const;

/**
 * The API's character rule of a text (src/domain/text-rules.ts): one line unless `lines` says 'multi'.
 * Its length is the field's `maxlength`, which is within the API's.
 */
const printable = (label: string, lines?: TextLines) =>
  satisfying((value) => hasOnlyPrintable(value, lines), unprintableMessage(label));

/**
 * Contact form: only the contact number (required) and the e-mail format are checked, and the texts
 * against the characters the API refuses (issue 29).
 * An empty e-mail is allowed, since submitting needs only the contact number; a filled-in one must be valid.
 */
export function contactFormSchema() {
  return z.object({
    ContactNo: filled(CONTACT_FORM_MESSAGES.contactNumber),
    EmailAddress: satisfying(
      (value) => value === '' || isValidEmail(value),
      CONTACT_FORM_MESSAGES.emailAddress,
    ),
    // The API's character rules (src/domain/text-rules.ts, the sandbox's ContactMe too): names on one line,
    // a message with its line breaks, and no other control or direction-changing characters in either.
    FirstName: z.optional(printable(CONTACT_FORM_TEXT.labels.FirstName)),
    LastName: z.optional(printable(CONTACT_FORM_TEXT.labels.LastName)),
    Message: z.optional(printable(CONTACT_FORM_TEXT.labels.Message, 'multi')),
  });
}
