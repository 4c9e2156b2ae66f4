import { describe, expect, it } from 'vitest';
import { schemaErrors as errors } from '../../src/domain/test/schema-errors';
import { contactFormSchema } from './contact-form-schema';

describe('contactFormSchema', () => {
  it('needs the contact number only', () => {
    expect(errors(contactFormSchema(), { ContactNo: '', EmailAddress: '' })).toEqual({
      ContactNo: 'Please enter your contact number',
    });
    expect(errors(contactFormSchema(), { ContactNo: '082 555 1234', EmailAddress: '' })).toEqual({});
  });

  it('checks the format of an entered e-mail address', () => {
    expect(errors(contactFormSchema(), { ContactNo: '0825551234', EmailAddress: 'thandi' })).toEqual({
      EmailAddress: 'Please enter a valid email address',
    });
  });

  it('holds the names and the message to the API’s character rule (src/domain/text-rules.ts), with its words', () => {
    const unprintable = (label: string) =>
      `${label} contains characters we cannot accept (such as line breaks or hidden control characters)`;
    const base = { ContactNo: '0825551234', EmailAddress: '' };
    expect(
      errors(contactFormSchema(), {
        ...base,
        FirstName: 'Tha\u202endi',
        LastName: 'Mokoena\nBcc: x@evil.example',
        Message: 'Hi\u001b[31m',
      }),
    ).toEqual({
      FirstName: unprintable('First name'),
      LastName: unprintable('Last name'),
      Message: unprintable('Message'),
    });
    expect(
      errors(contactFormSchema(), {
        ...base,
        FirstName: 'Thandi',
        LastName: 'Mokoena',
        Message: 'Call me\r\n\tat five',
      }),
    ).toEqual({});
  });
});
