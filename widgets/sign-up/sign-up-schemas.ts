import * as z from 'zod/mini';
import { isValidEmail } from '../../src/domain/email';
import { filled, satisfying, text } from '../../src/domain/form-fields';
import { isValidPassword, PASSWORD_RULE_MESSAGE } from '../../src/domain/password';
import { keepingRule } from '../../src/domain/text-rule-checks';
import { NAME_RULE } from '../../src/domain/text-rules';

/** Sign-up step 1: contact details. */
const SIGN_UP_STEP_1_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  emailAddress: 'Please enter a valid email address',
} as const;

/** Placeholder of the optional referral code field on sign-up step 2. */
export const REFERRAL_CODE_PLACEHOLDER = '-----';

/** Sign-up step 3: password. */
const SIGN_UP_STEP_3_MESSAGES = {
  password: PASSWORD_RULE_MESSAGE,
  confirmPassword: "The confirmation password must match the password you've entered",
} as const;

/** Sign-up step 1: names and e-mail, in the lead's field names. */
export function signUpStep1Schema() {
  return z.object({
    FirstName: filled(SIGN_UP_STEP_1_MESSAGES.firstName).check(...keepingRule(NAME_RULE, 'First name')),
    LastName: filled(SIGN_UP_STEP_1_MESSAGES.lastName).check(...keepingRule(NAME_RULE, 'Last name')),
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
