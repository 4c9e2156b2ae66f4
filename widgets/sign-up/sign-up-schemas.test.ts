import { describe, expect, it } from 'vitest';
import { schemaErrors as errors } from '../../src/domain/test/schema-errors';
// The spec §5 messages, spelled out, where the rules give them (step 2's: sign-up-step-2-schema.test.ts).
import { signUpStep1Schema, signUpStep3Schema } from './sign-up-schemas';

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
