import { describe, expect, it } from 'vitest';
import { schemaErrors as errors } from '../../../src/domain/test/schema-errors';
import { changePasswordFormSchema, PROFILE_MESSAGES, personalDetailsFormSchema } from './profile-schemas';

describe('spec §5 profile messages', () => {
  it('profile', () => {
    expect(PROFILE_MESSAGES).toEqual({
      newPassword: 'Password required min 8 characters',
      confirmPassword: 'Password must match',
      firstName: 'Your first name is required',
      surname: 'Your surname is required',
      identityNumber: 'Your Identity number is required',
      invalidSaIdNumber: 'Not a valid SA ID Number',
      marketingConsent: 'Please select an option for marketing consent',
      usernameTaken: 'The username already exists.',
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
