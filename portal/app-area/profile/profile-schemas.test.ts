import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { schemaErrors as errors } from '../../../src/domain/test/schema-errors';
import {
  changePasswordFormSchema,
  changeUsernameFormSchema,
  type PersonalDetailsValues,
  PROFILE_MESSAGES,
  personalDetailsFormSchema,
  personalDetailsValues,
} from './profile-schemas';

describe('personalDetailsFormSchema', () => {
  // Thandi: born 12 April 1988, female (0123 < 5000), a Luhn-valid number.
  const thandi: PersonalDetailsValues = {
    Title: 'Ms',
    Firstname: 'Thandi',
    Surname: 'Mokoena',
    IdentityNumber: '8804120123085',
    NonSaCitizen: false,
    Gender: 'F',
    DateOfBirth: '1988-04-12',
    AllowMarketingConsent: 'yes',
  };
  const schema = personalDetailsFormSchema(thandi.IdentityNumber);
  const check = (changes: Partial<PersonalDetailsValues>) => errors(schema, { ...thandi, ...changes });

  it('accepts complete details, and says whether the identity number changed', () => {
    expect(check({})).toEqual({});
    expect(z.parse(schema, thandi)).toEqual({
      details: {
        PartyID: '',
        Title: 'Ms',
        Firstname: 'Thandi',
        Surname: 'Mokoena',
        IdentityNumber: '8804120123085',
        IsIdentitySA: true,
        Gender: 'F',
        DateOfBirth: '1988-04-12',
        AllowMarketingConsent: true,
      },
      identityNumberChanged: false,
    });
    const passport = { ...thandi, NonSaCitizen: true, IdentityNumber: ' A1234567 ' };
    expect(z.parse(schema, passport)).toMatchObject({
      details: { IdentityNumber: 'A1234567', IsIdentitySA: false },
      identityNumberChanged: true,
    });
  });

  it('needs names, identity number, sex, date of birth and marketing consent', () => {
    expect(
      check({
        Firstname: ' ',
        Surname: '',
        IdentityNumber: '',
        Gender: '',
        DateOfBirth: '',
        AllowMarketingConsent: '',
      }),
    ).toEqual({
      Firstname: PROFILE_MESSAGES.firstName,
      Surname: PROFILE_MESSAGES.surname,
      IdentityNumber: PROFILE_MESSAGES.identityNumber,
      Gender: PROFILE_MESSAGES.sex,
      DateOfBirth: PROFILE_MESSAGES.dateOfBirth,
      AllowMarketingConsent: PROFILE_MESSAGES.marketingConsent,
    });
  });

  it('offers only the spec’s titles, blank among them', () => {
    expect(check({ Title: '' })).toEqual({});
    expect(check({ Title: 'Prof' })).toEqual({});
    expect(check({ Title: 'Captain' })).toEqual({ Title: PROFILE_MESSAGES.title });
  });

  it('limits the identity number to 13 characters', () => {
    expect(check({ IdentityNumber: '88041201230851' })).toEqual({
      IdentityNumber: PROFILE_MESSAGES.identityNumber,
    });
    expect(check({ NonSaCitizen: true, IdentityNumber: 'P1234567890123' })).toEqual({
      IdentityNumber: PROFILE_MESSAGES.identityNumber,
    });
  });

  it('runs the full SA ID check for citizens (the spec’s unused message), not for passports', () => {
    expect(check({ IdentityNumber: '8804120123086' })).toEqual({
      IdentityNumber: PROFILE_MESSAGES.invalidSaIdNumber,
    });
    expect(check({ IdentityNumber: '880412012308' })).toEqual({
      IdentityNumber: PROFILE_MESSAGES.invalidSaIdNumber,
    });
    expect(check({ IdentityNumber: 'A1234567' })).toEqual({
      IdentityNumber: PROFILE_MESSAGES.invalidSaIdNumber,
    });
    expect(check({ NonSaCitizen: true, IdentityNumber: 'A1234567' })).toEqual({});
  });

  it('does not demand that the date of birth and sex agree with the ID number (a changed number fills them)', () => {
    expect(check({ DateOfBirth: '1988-04-13' })).toEqual({});
    expect(check({ Gender: 'M' })).toEqual({});
    // The same YYMMDD a century on is still not a date of birth.
    expect(check({ DateOfBirth: '2088-04-12' })).toEqual({
      DateOfBirth: PROFILE_MESSAGES.dateOfBirthImplausible,
    });
    expect(
      check({ NonSaCitizen: true, IdentityNumber: 'A1234567', Gender: 'M', DateOfBirth: '1990-01-01' }),
    ).toEqual({});
  });

  it('holds names and the date of birth to the rules the API holds (issue 29)', () => {
    expect(check({ Firstname: 'x'.repeat(101) })).toEqual({
      Firstname: 'First name may be at most 100 characters',
    });
    expect(check({ Surname: 'y'.repeat(5000) })).toEqual({
      Surname: 'Surname may be at most 100 characters',
    });
    for (const Firstname of ['Tha\u202endi', 'Tha\u0000ndi', 'Tha\u0007ndi']) {
      expect(check({ Firstname }).Firstname).toMatch(/^First name contains characters we cannot accept/);
    }
    expect(check({ Firstname: "Zoë-Ann O'Neil" })).toEqual({});
    for (const DateOfBirth of ['1988-13-45', '9999-99-99', '1850-01-01']) {
      expect(check({ NonSaCitizen: true, IdentityNumber: 'A1234567', DateOfBirth })).toEqual({
        DateOfBirth: PROFILE_MESSAGES.dateOfBirthImplausible,
      });
    }
  });

  it('reads the server’s details into the form', () => {
    expect(
      personalDetailsValues({
        PartyID: '300145',
        Title: 'Ms',
        Firstname: 'Thandi',
        Surname: 'Mokoena',
        IdentityNumber: '8804120123085',
        IsIdentitySA: true,
        Gender: 'F',
        DateOfBirth: '1988-04-12T00:00:00',
        AllowMarketingConsent: null,
      }),
    ).toEqual({ ...thandi, AllowMarketingConsent: '' });
  });
});

describe('changeUsernameFormSchema', () => {
  const schema = changeUsernameFormSchema('thandi@example.co.za');
  it('needs a valid e-mail address other than the current one, and the password', () => {
    expect(errors(schema, { UserName: 'thandi.m@example.co.za', Password: 'x' })).toEqual({});
    expect(errors(schema, { UserName: 'thandi', Password: '' })).toEqual({
      UserName: PROFILE_MESSAGES.username,
      Password: PROFILE_MESSAGES.currentPassword,
    });
    expect(errors(schema, { UserName: 'Thandi@Example.co.za', Password: 'x' })).toEqual({
      UserName: PROFILE_MESSAGES.sameUsername,
    });
  });
});

describe('changePasswordFormSchema', () => {
  const check = (NewPassword: string, ConfirmPassword: string, Password = 'Current1') =>
    errors(changePasswordFormSchema(), { Password, NewPassword, ConfirmPassword });

  it('needs the current password, 8 characters and a matching confirmation', () => {
    expect(check('1234567', '1234567')).toEqual({ NewPassword: PROFILE_MESSAGES.newPassword });
    expect(check('Abcdefg1', 'Abcdefg')).toEqual({ ConfirmPassword: PROFILE_MESSAGES.confirmPassword });
    expect(check('Abcdefg1', 'Abcdefg1')).toEqual({});
    expect(check('Abcdefg1', 'Abcdefg1', '')).toEqual({ Password: PROFILE_MESSAGES.currentPassword });
  });

  it('holds the new password to the general rule too: a digit, a lower-case and an upper-case letter', () => {
    expect(check('abcdefgh', 'abcdefgh')).toEqual({ NewPassword: PROFILE_MESSAGES.passwordRule });
    expect(check('ABCDEFG1', 'ABCDEFG1')).toEqual({ NewPassword: PROFILE_MESSAGES.passwordRule });
  });
});
