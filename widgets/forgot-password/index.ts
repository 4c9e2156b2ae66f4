export {
  type EmailLinkPurpose,
  EmailLinkRequest,
  type EmailLinkRequestProps,
  emailLinkSentText,
} from './email-link-request';
export { ForgotPassword, type ForgotPasswordEvents, type ForgotPasswordProps } from './forgot-password';
