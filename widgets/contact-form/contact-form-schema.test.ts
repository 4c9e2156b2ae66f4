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
});
