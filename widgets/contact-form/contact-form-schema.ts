import * as z from 'zod/mini';
import { CONTACT_NUMBER_MESSAGE } from '../../src/domain/contact-number';
import { isValidEmail } from '../../src/domain/email';
import { filled, satisfying } from '../../src/domain/form-fields';

/** Contact form: only the contact number and the e-mail format are checked. */
export const CONTACT_FORM_MESSAGES = {
  contactNumber: CONTACT_NUMBER_MESSAGE,
  emailAddress: 'Please enter a valid email address',
} as const;

/**
 * Contact form: only the contact number (required) and the e-mail format are checked.
 * An empty e-mail is allowed, since submitting needs only the contact number; a filled-in one must be valid.
 */
export function contactFormSchema() {
  return z.object({
    ContactNo: filled(CONTACT_FORM_MESSAGES.contactNumber),
    EmailAddress: satisfying(
      (value) => value === '' || isValidEmail(value),
      CONTACT_FORM_MESSAGES.emailAddress,
    ),
    FirstName: z.optional(z.string()),
    LastName: z.optional(z.string()),
    Message: z.optional(z.string()),
  });
}
