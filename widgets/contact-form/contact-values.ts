import * as z from 'zod/mini';
import { isContactNumber } from '../../src/domain/contact-number';
import { CONTACT_FORM_MESSAGES, contactFormSchema } from './contact-form-schema';

/** What the visitor types into the contact form, in the API's field names. */
export type ContactValues = {
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  ContactNo: string;
  Message: string;
};

export const emptyContactValues = (): ContactValues => ({
  FirstName: '',
  LastName: '',
  EmailAddress: '',
  ContactNo: '',
  Message: '',
});

/** Every value trimmed, as it is checked and sent. */
function trimContactValues(values: ContactValues): ContactValues {
  return {
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    EmailAddress: values.EmailAddress.trim(),
    ContactNo: values.ContactNo.trim(),
    Message: values.Message.trim(),
  };
}

/**
 * The contact form's rules (spec §5): the domain's schema (a contact number, and a well-formed e-mail
 * address when one is given) on trimmed values, with the contact number also held to the §5 Phone
 * rule as people write numbers (an extension such as 'ext 12' may follow; src/domain/contact-number,
 * which the sandbox holds it to too) under the same message, so a request carries a number to call.
 */
export function contactSchema() {
  const base = contactFormSchema();
  const rules = z.object({
    ...base.shape,
    ContactNo: base.shape.ContactNo.check(z.refine(isContactNumber, CONTACT_FORM_MESSAGES.contactNumber)),
  });
  return z.pipe(
    z.transform((values: ContactValues): z.input<typeof rules> => trimContactValues(values)),
    rules,
  );
}
