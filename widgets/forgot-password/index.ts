export { ForgotPassword, type ForgotPasswordEvents, type ForgotPasswordProps } from './forgot-password';
