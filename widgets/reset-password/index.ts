export {
  ResetPassword,
  type ResetPasswordProps,
} from './reset-password';
