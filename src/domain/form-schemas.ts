import * as z from 'zod/mini';
import { isValidEmail } from './email';
import { filled, satisfying, text } from './form-fields';
import {
  CONTACT_FORM_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
  LOGIN_MESSAGES,
  PROFILE_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  SIGN_UP_STEP_1_MESSAGES,
  SIGN_UP_STEP_3_MESSAGES,
} from './messages';
import { hasPasswordMinLength, isValidPassword } from './password';

/*
 * Form schemas of §5, built with zod/mini (a quarter of full zod's weight in the widget bundles).
 * They are factories rather than module constants so that a bundle importing anything else from
 * src/domain never pays for zod. Call once per form, e.g. at module level of the widget.
 */

/** Login (§5): username and password required. The username may be any username, not only an e-mail. */
export function loginFormSchema() {
  return z.object({
    username: filled(LOGIN_MESSAGES.username),
    password: filled(LOGIN_MESSAGES.password),
  });
}

/** Forgot password: a valid e-mail address. */
export function forgotPasswordFormSchema() {
  return z.object({ emailAddress: satisfying(isValidEmail, FORGOT_PASSWORD_MESSAGES.emailAddress) });
}

/** Sign-up step 1: names and e-mail, in the lead's field names. */
export function signUpStep1Schema() {
  return z.object({
    FirstName: filled(SIGN_UP_STEP_1_MESSAGES.firstName),
    LastName: filled(SIGN_UP_STEP_1_MESSAGES.lastName),
    EmailAddress: satisfying(isValidEmail, SIGN_UP_STEP_1_MESSAGES.emailAddress),
  });
}

/** Sign-up step 3: a strong-enough password and a matching confirmation. */
export function signUpStep3Schema() {
  return z
    .object({
      Password: satisfying(isValidPassword, SIGN_UP_STEP_3_MESSAGES.password),
      ConfirmPassword: text(SIGN_UP_STEP_3_MESSAGES.confirmPassword),
    })
    .check(
      z.refine((value) => value.ConfirmPassword === value.Password, {
        message: SIGN_UP_STEP_3_MESSAGES.confirmPassword,
        path: ['ConfirmPassword'],
      }),
    );
}

/** Reset password: the two entries must match. The strength score (at least 2) is checked by the meter. */
export function resetPasswordFormSchema() {
  return z
    .object({
      password: filled(RESET_PASSWORD_MESSAGES.weak),
      confirmation: text(RESET_PASSWORD_MESSAGES.mismatch),
    })
    .check(
      z.refine((value) => value.confirmation === value.password, {
        message: RESET_PASSWORD_MESSAGES.mismatch,
        path: ['confirmation'],
      }),
    );
}

/**
 * Contact form: only the contact number (required) and the e-mail format are checked.
 * An empty e-mail is allowed, since submitting needs only the contact number; a filled-in one must be valid.
 */
export function contactFormSchema() {
  return z.object({
    ContactNo: filled(CONTACT_FORM_MESSAGES.contactNumber),
    EmailAddress: satisfying(
      (value) => value === '' || isValidEmail(value),
      CONTACT_FORM_MESSAGES.emailAddress,
    ),
    FirstName: z.optional(z.string()),
    LastName: z.optional(z.string()),
    Message: z.optional(z.string()),
  });
}

/** Profile personal details: names, identity number (at most 13 characters) and marketing consent. */
export function personalDetailsFormSchema() {
  return z.object({
    Title: z.optional(z.string()),
    Firstname: filled(PROFILE_MESSAGES.firstName),
    Surname: filled(PROFILE_MESSAGES.surname),
    IdentityNumber: filled(PROFILE_MESSAGES.identityNumber).check(
      z.refine((value) => value.length <= 13, PROFILE_MESSAGES.identityNumber),
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

/** First message per field of a failed parse, keyed by the field's top-level name: handy for form errors. */
export function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}
