import { describe, expect, it } from 'vitest';
import { bankDetailsRequest, contactDetailsRequest } from './support-request';

const read = (mailto: string) => {
  const url = new URL(mailto);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  };
};

describe('the e-mails for changes the portal cannot make (spec §6)', () => {
  it('asks for bank name, account number, branch code, the latest statement and a certified ID', () => {
    const mail = read(bankDetailsRequest('help@fg.example.co.za', 'Thandi Mokoena'));
    expect(mail.to).toBe('help@fg.example.co.za');
    expect(mail.subject).toBe('Please update my bank details');
    for (const part of [
      'Bank name:',
      'Account number:',
      'Branch code:',
      'latest bank statement',
      'certified copy of my ID or passport',
      'Thandi Mokoena',
    ])
      expect(mail.body).toContain(part);
  });

  it('asks for the contact change with proof of residence', () => {
    const mail = read(contactDetailsRequest('help@fg.example.co.za', 'Thandi Mokoena'));
    expect(mail.subject).toBe('Please update my contact details');
    expect(mail.body).toContain('proof of residence');
  });
});
