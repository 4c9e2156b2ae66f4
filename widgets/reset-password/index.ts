export {
  PASSWORD_CREATED_TEXT,
  RESET_FAILED_TEXT,
  ResetPassword,
  type ResetPasswordEvents,
  type ResetPasswordProps,
} from './reset-password';
