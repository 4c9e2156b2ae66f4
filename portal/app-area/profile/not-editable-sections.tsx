import { contactDetailsQuery, personalDetailsQuery, profileBankDetailsQuery } from '../../../src/api/profile';
import { useCompanyFacts, useServerQuery } from '../../../src/react';
import { Alert, useClasses } from '../../../src/ui';
import { BankDetailsBody, ContactDetailsBody } from './profile-details';
import { profileStyles } from './profile-styles';
import { bankDetailsRequest, contactDetailsRequest } from './support-request';

/** The customer's name for the e-mail's sign-off, once known. */
function useCustomerName(): string {
  const personal = useServerQuery(personalDetailsQuery()).data;
  return personal ? `${personal.Firstname} ${personal.Surname}`.trim() : '';
}

/** Spec §6: what to send, and a ready e-mail to send it with. */
function EmailInstruction({ text, href, label }: { text: string; href: string; label: string }) {
  const classes = useClasses(profileStyles);
  return (
    <Alert variant="info" title="These details cannot be changed online">
      <span className={classes.text}>{text}</span>{' '}
      <a className={classes.link} href={href}>
        {label}
      </a>
    </Alert>
  );
}

/** Edit Contact Details: the current details and how to ask for a change (not editable online, spec §6). */
export function ContactDetailsSection() {
  const classes = useClasses(profileStyles);
  const contacts = useServerQuery(contactDetailsQuery());
  const name = useCustomerName();
  const { supportEmail } = useCompanyFacts();
  return (
    <section className={classes.form} aria-labelledby="edit-contact-heading">
      <h2 id="edit-contact-heading" className={classes.groupHeading}>
        Edit Contact Details
      </h2>
      <EmailInstruction
        text="To change your contact details, e-mail us your request with proof of residence (not older than three months)."
        href={contactDetailsRequest(supportEmail, name)}
        label="E-mail a contact details change"
      />
      <ContactDetailsBody state={contacts} />
    </section>
  );
}

/** Edit Banking Details: the current account, masked, and how to ask for a change (spec §6). */
export function BankDetailsSection() {
  const classes = useClasses(profileStyles);
  const bank = useServerQuery(profileBankDetailsQuery());
  const name = useCustomerName();
  const { supportEmail } = useCompanyFacts();
  return (
    <section className={classes.form} aria-labelledby="edit-bank-heading">
      <h2 id="edit-bank-heading" className={classes.groupHeading}>
        Edit Banking Details
      </h2>
      <EmailInstruction
        text="To change your bank details, e-mail us your bank name, account number and branch code, with your latest bank statement and a certified copy of your ID or passport."
        href={bankDetailsRequest(supportEmail, name)}
        label="E-mail a bank details change"
      />
      <BankDetailsBody state={bank} label="Your bank details on record" />
    </section>
  );
}
