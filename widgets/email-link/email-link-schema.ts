import * as z from 'zod/mini';
import { isValidEmail } from '../../src/domain/email';
import { satisfying } from '../../src/domain/form-fields';

/** Forgot password form. */
const FORGOT_PASSWORD_MESSAGES = {
  emailAddress: 'Please enter a valid email address',
} as const;

/** Forgot password: a valid e-mail address. */
export function forgotPasswordFormSchema() {
  return z.object({ emailAddress: satisfying(isValidEmail, FORGOT_PASSWORD_MESSAGES.emailAddress) });
}
