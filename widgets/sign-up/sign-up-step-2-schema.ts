import * as z from 'zod/mini';
import { calendarDateOf } from '../../src/domain/calendar-date';
import { filled, satisfying } from '../../src/domain/form-fields';
import { isPassportExpiryAfterIssue } from '../../src/domain/passport-dates';
import { isValidPhone } from '../../src/domain/phone';
import { isValidSaIdNumber } from '../../src/domain/sa-id-number';
import { exactly } from '../../src/domain/schema-parts';
import { isCountryChosen } from '../../src/domain/source-of-funds';

/** Sign-up step 2: identity, cellphone and marketing consent. */
export const SIGN_UP_STEP_2_MESSAGES = {
  idNumber: 'Please enter a valid ID number',
  passportNumber: 'Please enter a valid passport number',
  passportCountry: 'Please select passport country of issue',
  passportIssueDate: 'Please select passport issue date',
  passportExpiryDate: 'Please select passport expiry date',
  passportDates: 'Please check the appropriate dates. Expiry date cannot be before issue date',
  cellPhone: 'Please enter a valid cellphone number',
  marketingConsent: 'Please select an option for marketing consent',
} as const;

/**
 * A date typed as day, month and year (DateField's 'YYYY-MM-DD'): all three parts, and a day the
 * calendar has. A part left empty, or 31 February, is no date, and says the field's message, as an
 * empty field does.
 */
function date(message: string) {
  return satisfying((value) => calendarDateOf(value) !== undefined, message);
}

function signUpStep2Common() {
  return {
    ReferralCode: z.optional(z.string()),
    AllowMarketingConsent: z.boolean({ error: SIGN_UP_STEP_2_MESSAGES.marketingConsent }),
    CellPhone: satisfying(isValidPhone, SIGN_UP_STEP_2_MESSAGES.cellPhone),
  };
}

function idSchema() {
  return z.object({
    ...signUpStep2Common(),
    identityType: exactly('id'),
    IdNumber: satisfying(isValidSaIdNumber, SIGN_UP_STEP_2_MESSAGES.idNumber),
  });
}

function passportSchema() {
  return z
    .object({
      ...signUpStep2Common(),
      identityType: exactly('passport'),
      PassportNumber: filled(SIGN_UP_STEP_2_MESSAGES.passportNumber),
      PassportCountryID: z
        .custom<string | number>(
          (value) => typeof value === 'string' || typeof value === 'number',
          SIGN_UP_STEP_2_MESSAGES.passportCountry,
        )
        .check(z.refine(isCountryChosen, SIGN_UP_STEP_2_MESSAGES.passportCountry)),
      PassportIssueDate: date(SIGN_UP_STEP_2_MESSAGES.passportIssueDate),
      PassportExpiryDate: date(SIGN_UP_STEP_2_MESSAGES.passportExpiryDate),
    })
    .check(
      z.refine((value) => isPassportExpiryAfterIssue(value.PassportIssueDate, value.PassportExpiryDate), {
        message: SIGN_UP_STEP_2_MESSAGES.passportDates,
        path: ['PassportExpiryDate'],
      }),
    );
}

/**
 * Sign-up step 2, one schema per kind of identity: cellphone and marketing consent, plus either an SA
 * identity number (`id`) or passport details (`passport`, expiry after issue). The form picks one by
 * its `identityType`; a discriminated union would do the same for ~1 KB more in every widget bundle.
 * `identityType` is a form field only; drop it from the request body.
 */
export function signUpStep2Schemas() {
  return { id: idSchema(), passport: passportSchema() };
}
