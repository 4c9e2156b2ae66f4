import * as z from 'zod/mini';
import type { PersonalDetails, PersonalDetailsChange } from '../../../src/api/profile';
import { IDENTITY_NUMBER_MAX_LENGTH } from '../../../src/domain/business-constants';
import { isPlausibleDateOfBirth } from '../../../src/domain/calendar-date';
import { isValidEmail } from '../../../src/domain/email';
import { filled, satisfying, text } from '../../../src/domain/form-fields';
import { hasPasswordMinLength, isValidPassword, PASSWORD_RULE_MESSAGE } from '../../../src/domain/password';
import { PERSON_TITLES } from '../../../src/domain/person-titles';
import { isValidSaIdNumber } from '../../../src/domain/sa-id-number';
import { keepingRule } from '../../../src/domain/text-rule-checks';
import { NAME_RULE } from '../../../src/domain/text-rules';
import { SEX_OPTIONS } from './profile-options';

/** Profile forms' messages: spec §5 and §8 where it gives them, ours (marked) where it does not. */
export const PROFILE_MESSAGES = {
  newPassword: 'Password required min 8 characters',
  confirmPassword: 'Password must match',
  firstName: 'Your first name is required',
  surname: 'Your surname is required',
  identityNumber: 'Your Identity number is required',
  /** The spec has it but never triggers it; we do, for a South African ID number that fails the full check. */
  invalidSaIdNumber: 'Not a valid SA ID Number',
  marketingConsent: 'Please select an option for marketing consent',
  usernameTaken: 'The username already exists.',
  usernameFailed: 'Oops. An error occurred. Please double check your password',
  passwordFailed:
    'Oops. An error occurred. Please make sure your new password is valid and matches your confirmation password.',
  // Ours: the spec is silent on these.
  title: 'Please choose a title from the list',
  sex: 'Please select your sex',
  dateOfBirth: 'Please enter your date of birth',
  dateOfBirthImplausible: 'Please enter a real date of birth, in the past and no more than 130 years ago',
  username: 'Please enter a valid email address',
  currentPassword: 'Please enter your current password',
  sameUsername: 'This is already your username',
  passwordRule: PASSWORD_RULE_MESSAGE,
} as const;

/** The personal details form's values: text as typed, the choices as their controls hold them. */
export type PersonalDetailsValues = {
  Title: string;
  Firstname: string;
  Surname: string;
  IdentityNumber: string;
  /** The form's "not a South African citizen" checkbox: the API's IsIdentitySA, the other way round. */
  NonSaCitizen: boolean;
  Gender: string;
  /** YYYY-MM-DD, as a date input holds it. */
  DateOfBirth: string;
  /** 'yes', 'no', or '' before a choice. */
  AllowMarketingConsent: string;
};

/** The form's values for the server's personal details. */
export function personalDetailsValues(details: PersonalDetails): PersonalDetailsValues {
  return {
    Title: details.Title,
    Firstname: details.Firstname,
    Surname: details.Surname,
    IdentityNumber: details.IdentityNumber,
    NonSaCitizen: !details.IsIdentitySA,
    Gender: details.Gender,
    DateOfBirth: details.DateOfBirth.slice(0, 10),
    AllowMarketingConsent:
      details.AllowMarketingConsent === null ? '' : details.AllowMarketingConsent ? 'yes' : 'no',
  };
}

const isSouthAfrican = (values: PersonalDetailsValues) => !values.NonSaCitizen;

/**
 * Spec §5 profile rules for personal details, and what we add where it is silent: a South African ID
 * number gets the full check (13 digits, birth date, check digit) in the browser before the API's own.
 * The date of birth and sex are not held to the number: a changed number fills them in (the form shows
 * them, identitynumberautoupdate sets them). A non-citizen's number (a passport) is only required and
 * at most 13 characters.
 * Parses into what the save sends; `serverIdentityNumber` tells whether the number changed.
 */
export function personalDetailsFormSchema(serverIdentityNumber: string) {
  return z.pipe(
    z
      .object({
        Title: satisfying(
          (title) => (PERSON_TITLES as readonly string[]).includes(title),
          PROFILE_MESSAGES.title,
        ),
        Firstname: filled(PROFILE_MESSAGES.firstName).check(...keepingRule(NAME_RULE, 'First name')),
        Surname: filled(PROFILE_MESSAGES.surname).check(...keepingRule(NAME_RULE, 'Surname')),
        IdentityNumber: filled(PROFILE_MESSAGES.identityNumber).check(
          z.refine(
            (value) => value.trim().length <= IDENTITY_NUMBER_MAX_LENGTH,
            PROFILE_MESSAGES.identityNumber,
          ),
          ...keepingRule({ ...NAME_RULE, max: IDENTITY_NUMBER_MAX_LENGTH }, 'Identity number'),
        ),
        NonSaCitizen: z.boolean(),
        Gender: satisfying((sex) => SEX_OPTIONS.some((option) => option.value === sex), PROFILE_MESSAGES.sex),
        DateOfBirth: satisfying(
          (date) => /^\d{4}-\d{2}-\d{2}$/.test(date),
          PROFILE_MESSAGES.dateOfBirth,
        ).check(
          z.refine(
            (date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || isPlausibleDateOfBirth(date),
            PROFILE_MESSAGES.dateOfBirthImplausible,
          ),
        ),
        AllowMarketingConsent: satisfying(
          (answer) => answer === 'yes' || answer === 'no',
          PROFILE_MESSAGES.marketingConsent,
        ),
      })
      .check(
        z.refine(
          (values) =>
            !isSouthAfrican(values) ||
            values.IdentityNumber.trim() === '' ||
            values.IdentityNumber.trim().length > IDENTITY_NUMBER_MAX_LENGTH ||
            isValidSaIdNumber(values.IdentityNumber.trim()),
          { message: PROFILE_MESSAGES.invalidSaIdNumber, path: ['IdentityNumber'] },
        ),
      ),
    z.transform(
      (values): PersonalDetailsChange => ({
        details: {
          PartyID: '',
          Title: values.Title,
          Firstname: values.Firstname.trim(),
          Surname: values.Surname.trim(),
          IdentityNumber: values.IdentityNumber.trim(),
          IsIdentitySA: !values.NonSaCitizen,
          Gender: values.Gender,
          DateOfBirth: values.DateOfBirth,
          AllowMarketingConsent: values.AllowMarketingConsent === 'yes',
        },
        identityNumberChanged: values.IdentityNumber.trim() !== serverIdentityNumber.trim(),
      }),
    ),
  );
}

/** Account settings, username change: a valid e-mail address other than the current one, and the password. */
export function changeUsernameFormSchema(currentUsername: string) {
  return z.object({
    UserName: satisfying((name) => isValidEmail(name.trim()), PROFILE_MESSAGES.username).check(
      z.refine(
        (name) => name.trim().toLowerCase() !== currentUsername.toLowerCase(),
        PROFILE_MESSAGES.sameUsername,
      ),
    ),
    Password: filled(PROFILE_MESSAGES.currentPassword),
  });
}

/** Account settings, password change: the current password, 8 characters or more, and a matching confirmation. */
export function changePasswordFormSchema() {
  return z
    .object({
      Password: filled(PROFILE_MESSAGES.currentPassword),
      // The spec's message for the length; the general password rule (§5) for the rest, which the API also holds.
      NewPassword: satisfying(hasPasswordMinLength, PROFILE_MESSAGES.newPassword).check(
        z.refine(isValidPassword, PROFILE_MESSAGES.passwordRule),
      ),
      ConfirmPassword: text(PROFILE_MESSAGES.confirmPassword),
    })
    .check(
      z.refine((value) => value.ConfirmPassword === value.NewPassword, {
        message: PROFILE_MESSAGES.confirmPassword,
        path: ['ConfirmPassword'],
      }),
    );
}
