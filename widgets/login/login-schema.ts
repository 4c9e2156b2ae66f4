import * as z from 'zod/mini';
import { filled } from '../../src/domain/form-fields';

/** Login form (§5 Login), copied exactly from the spec. The e-mail message is shown for the username field. */
const LOGIN_MESSAGES = {
  username: 'Please enter a valid email address',
  password: 'Please enter your password',
} as const;

/** Login (§5): username and password required. The username may be any username, not only an e-mail. */
export function loginFormSchema() {
  return z.object({
    username: filled(LOGIN_MESSAGES.username),
    password: filled(LOGIN_MESSAGES.password),
  });
}
