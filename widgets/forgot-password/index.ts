export { ForgotPassword, type ForgotPasswordProps } from './forgot-password';
