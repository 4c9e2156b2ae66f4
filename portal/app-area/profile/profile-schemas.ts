import * as z from 'zod/mini';
import { IDENTITY_NUMBER_MAX_LENGTH } from '../../../src/domain/business-constants';
import { filled, satisfying, text } from '../../../src/domain/form-fields';
import { hasPasswordMinLength } from '../../../src/domain/password';

/** Profile forms: account settings and personal details. */
export const PROFILE_MESSAGES = {
  newPassword: 'Password required min 8 characters',
  confirmPassword: 'Password must match',
  firstName: 'Your first name is required',
  surname: 'Your surname is required',
  identityNumber: 'Your Identity number is required',
  /** Exists in the product but is never triggered (§5 Profile). */
  invalidSaIdNumber: 'Not a valid SA ID Number',
  marketingConsent: 'Please select an option for marketing consent',
  usernameTaken: 'The username already exists.',
} as const;

/** Profile personal details: names, identity number (at most 13 characters) and marketing consent. */
export function personalDetailsFormSchema() {
  return z.object({
    Title: z.optional(z.string()),
    Firstname: filled(PROFILE_MESSAGES.firstName),
    Surname: filled(PROFILE_MESSAGES.surname),
    IdentityNumber: filled(PROFILE_MESSAGES.identityNumber).check(
      z.refine((value) => value.length <= IDENTITY_NUMBER_MAX_LENGTH, PROFILE_MESSAGES.identityNumber),
    ),
    IsIdentitySA: z.optional(z.boolean()),
    Gender: z.optional(z.string()),
    DateOfBirth: z.optional(z.string()),
    AllowMarketingConsent: z.boolean({ error: PROFILE_MESSAGES.marketingConsent }),
  });
}

/** Profile account settings, password change: at least 8 characters and a matching confirmation. */
export function changePasswordFormSchema() {
  return z
    .object({
      NewPassword: satisfying(hasPasswordMinLength, PROFILE_MESSAGES.newPassword),
      ConfirmPassword: text(PROFILE_MESSAGES.confirmPassword),
    })
    .check(
      z.refine((value) => value.ConfirmPassword === value.NewPassword, {
        message: PROFILE_MESSAGES.confirmPassword,
        path: ['ConfirmPassword'],
      }),
    );
}
