// The form that asks for an e-mail address and sends a link (password reset, activation): shared by
// <fg-forgot-password> and <fg-activate>, a tag of neither.
export {
  type EmailLinkPurpose,
  EmailLinkRequest,
} from './email-link-request';
export { emailLinkStyles } from './email-link-styles';
