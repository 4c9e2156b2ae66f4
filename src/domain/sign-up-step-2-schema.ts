import * as z from 'zod/mini';
import { filled, satisfying } from './form-fields';
import { SIGN_UP_STEP_2_MESSAGES } from './messages';
import { parseDate } from './parse-date';
import { isPassportExpiryAfterIssue } from './passport-dates';
import { isValidPhone } from './phone';
import { isValidSaIdNumber } from './sa-id-number';
import { exactly } from './schema-parts';
import { isCountryChosen } from './source-of-funds';

// Kept apart from form-schemas.ts: the passport dates need dayjs, which the login, forgot-password and
// reset-password bundles should not download.

function date(message: string) {
  return satisfying((value) => parseDate(value) !== undefined, message);
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
