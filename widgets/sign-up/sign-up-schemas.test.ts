import { describe, expect, it } from 'vitest';
import { schemaErrors as errors } from '../../src/domain/test/schema-errors';
import {
  REFERRAL_CODE_PLACEHOLDER,
  SIGN_UP_STEP_1_MESSAGES,
  SIGN_UP_STEP_3_MESSAGES,
  signUpStep1Schema,
  signUpStep3Schema,
} from './sign-up-schemas';
import { SIGN_UP_STEP_2_MESSAGES } from './sign-up-step-2-schema';

// Messages spelled out in full so that any drift from the spec's wording fails here.
describe('spec §5 sign-up messages', () => {
  it('sign-up', () => {
    expect(SIGN_UP_STEP_1_MESSAGES).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      emailAddress: 'Please enter a valid email address',
    });
    expect(SIGN_UP_STEP_2_MESSAGES).toEqual({
      idNumber: 'Please enter a valid ID number',
      passportNumber: 'Please enter a valid passport number',
      passportCountry: 'Please select passport country of issue',
      passportIssueDate: 'Please select passport issue date',
      passportExpiryDate: 'Please select passport expiry date',
      passportDates: 'Please check the appropriate dates. Expiry date cannot be before issue date',
      cellPhone: 'Please enter a valid cellphone number',
      marketingConsent: 'Please select an option for marketing consent',
    });
    expect(REFERRAL_CODE_PLACEHOLDER).toBe('-----');
    expect(SIGN_UP_STEP_3_MESSAGES).toEqual({
      password: 'Password must contain lower and uppercase letters, a number and minimum of 8 chars',
      confirmPassword: "The confirmation password must match the password you've entered",
    });
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

  it('holds names to 100 printable characters, as the API does (issue 29)', () => {
    const email = 'thandi@example.co.za';
    expect(
      errors(signUpStep1Schema(), {
        FirstName: 'x'.repeat(101),
        LastName: 'Nkosi\u0007',
        EmailAddress: email,
      }),
    ).toEqual({
      FirstName: 'First name may be at most 100 characters',
      LastName:
        'Last name contains characters we cannot accept (such as line breaks or hidden control characters)',
    });
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
