/**
 * A ready e-mail to the support mailbox (the configured `supportEmail`): the spec's instruction for
 * changes the portal cannot make online.
 */
function supportMailto(supportEmail: string, subject: string, body: string): string {
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Spec §6: bank details change by e-mail, with bank name, account number, branch code, statement and ID. */
export function bankDetailsRequest(supportEmail: string, name: string): string {
  return supportMailto(
    supportEmail,
    'Please update my bank details',
    [
      'Good day,',
      '',
      'Please update the bank details on my profile to:',
      'Bank name: ',
      'Account number: ',
      'Branch code: ',
      '',
      'I attach my latest bank statement and a certified copy of my ID or passport.',
      '',
      `Kind regards,\n${name}`,
    ].join('\n'),
  );
}

/** Spec §6: contact details change by e-mail, with proof of residence. */
export function contactDetailsRequest(supportEmail: string, name: string): string {
  return supportMailto(
    supportEmail,
    'Please update my contact details',
    [
      'Good day,',
      '',
      'Please update the contact details on my profile as follows:',
      '',
      '',
      'I attach proof of residence.',
      '',
      `Kind regards,\n${name}`,
    ].join('\n'),
  );
}
