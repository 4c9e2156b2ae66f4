import * as z from 'zod/mini';
import { CONTACT_NUMBER_MESSAGE } from '../../src/domain/contact-number';
import { isValidEmail } from '../../src/domain/email';
import { filled, satisfying } from '../../src/domain/form-fields';
import { keepingRule } from '../../src/domain/text-rule-checks';
import { MESSAGE_RULE, NAME_RULE } from '../../src/domain/text-rules';
import { CONTACT_FORM_TEXT } from './contact-form-text';

/** Contact form: only the contact number and the e-mail format are checked. */
export const CONTACT_FORM_MESSAGES = {
  contactNumber: CONTACT_NUMBER_MESSAGE,
  emailAddress: 'Please enter a valid email address',
} as const;

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
    FirstName: z.optional(z.string().check(...keepingRule(NAME_RULE, CONTACT_FORM_TEXT.labels.FirstName))),
    LastName: z.optional(z.string().check(...keepingRule(NAME_RULE, CONTACT_FORM_TEXT.labels.LastName))),
    Message: z.optional(z.string().check(...keepingRule(MESSAGE_RULE, CONTACT_FORM_TEXT.labels.Message))),
  });
}
