import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  contactFormSchema,
  fieldMessages,
  forgotPasswordFormSchema,
  loginFormSchema,
  personalDetailsFormSchema,
  resetPasswordFormSchema,
  signUpStep1Schema,
  signUpStep3Schema,
} from './form-schemas';

type Schema = {
  safeParse(value: unknown): { success: boolean; error?: Parameters<typeof fieldMessages>[0] };
};

function errors(schema: Schema, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success || !result.error ? {} : fieldMessages(result.error);
}

describe('loginFormSchema', () => {
  it('needs a username and a password', () => {
    expect(errors(loginFormSchema(), { username: '', password: '' })).toEqual({
      username: 'Please enter a valid email address',
      password: 'Please enter your password',
    });
    expect(errors(loginFormSchema(), {})).toEqual({
      username: 'Please enter a valid email address',
      password: 'Please enter your password',
    });
    expect(errors(loginFormSchema(), { username: '  ', password: 'x' })).toEqual({
      username: 'Please enter a valid email address',
    });
    expect(errors(loginFormSchema(), { username: 'thandi@example.co.za', password: 'x' })).toEqual({});
  });
});

describe('forgotPasswordFormSchema', () => {
  it('needs a valid e-mail address', () => {
    expect(errors(forgotPasswordFormSchema(), { emailAddress: 'thandi@' })).toEqual({
      emailAddress: 'Please enter a valid email address',
    });
    expect(errors(forgotPasswordFormSchema(), { emailAddress: 'thandi@example.co.za' })).toEqual({});
  });
});

describe('signUpStep1Schema', () => {
  it('needs names and a valid e-mail address', () => {
    expect(errors(signUpStep1Schema(), { FirstName: '', LastName: ' ', EmailAddress: 'x' })).toEqual({
      FirstName: 'Please enter your first name',
      LastName: 'Please enter your last name',
      EmailAddress: 'Please enter a valid email address',
    });
    expect(
      errors(signUpStep1Schema(), {
        FirstName: 'Thandi',
        LastName: 'Nkosi',
        EmailAddress: 'thandi@example.co.za',
      }),
    ).toEqual({});
  });
});

describe('signUpStep3Schema', () => {
  it('needs a valid password and a matching confirmation', () => {
    expect(errors(signUpStep3Schema(), { Password: 'weak', ConfirmPassword: 'weak' })).toEqual({
      Password: 'Password must contain lower and uppercase letters, a number and minimum of 8 chars',
    });
    expect(errors(signUpStep3Schema(), { Password: 'Secret123', ConfirmPassword: 'Secret124' })).toEqual({
      ConfirmPassword: "The confirmation password must match the password you've entered",
    });
    expect(errors(signUpStep3Schema(), { Password: 'Secret123', ConfirmPassword: 'Secret123' })).toEqual({});
  });
});

describe('resetPasswordFormSchema', () => {
  it('needs matching entries', () => {
    expect(errors(resetPasswordFormSchema(), { password: 'Tr1cky-Horse', confirmation: 'x' })).toEqual({
      confirmation: 'Your password does not match',
    });
    expect(
      errors(resetPasswordFormSchema(), { password: 'Tr1cky-Horse', confirmation: 'Tr1cky-Horse' }),
    ).toEqual({});
  });
});

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

describe('personalDetailsFormSchema', () => {
  const details = {
    Title: 'Ms',
    Firstname: 'Thandi',
    Surname: 'Nkosi',
    IdentityNumber: '8001015009087',
    AllowMarketingConsent: true,
  };

  it('accepts complete details', () => {
    expect(errors(personalDetailsFormSchema(), details)).toEqual({});
  });

  it('needs names, identity number and marketing consent', () => {
    expect(errors(personalDetailsFormSchema(), { Firstname: '', Surname: '', IdentityNumber: '' })).toEqual({
      Firstname: 'Your first name is required',
      Surname: 'Your surname is required',
      IdentityNumber: 'Your Identity number is required',
      AllowMarketingConsent: 'Please select an option for marketing consent',
    });
  });

  it('limits the identity number to 13 characters but does not run the SA ID check', () => {
    expect(errors(personalDetailsFormSchema(), { ...details, IdentityNumber: '80010150090871' })).toEqual({
      IdentityNumber: 'Your Identity number is required',
    });
    expect(errors(personalDetailsFormSchema(), { ...details, IdentityNumber: 'P1234567' })).toEqual({});
  });
});

describe('changePasswordFormSchema', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(
      errors(changePasswordFormSchema(), { NewPassword: '1234567', ConfirmPassword: '1234567' }),
    ).toEqual({
      NewPassword: 'Password required min 8 characters',
    });
    expect(
      errors(changePasswordFormSchema(), { NewPassword: '12345678', ConfirmPassword: '1234567' }),
    ).toEqual({
      ConfirmPassword: 'Password must match',
    });
    expect(
      errors(changePasswordFormSchema(), { NewPassword: '12345678', ConfirmPassword: '12345678' }),
    ).toEqual({});
  });
});
