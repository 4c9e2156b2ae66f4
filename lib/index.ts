/**
 * The React library: every widget as a React component, and what a React host wraps them in.
 * React, react-dom and TanStack Query are the host's (peer dependencies); build with `npm run build`,
 * import from `dist/lib/index.js` (types in `dist/lib/types`).
 */
export { type Config, type ConfigInput, createConfig, readPageConfig, readPageNonce } from '../src/config';
export { WidgetProvider, type WidgetProviderProps } from '../src/react';
export { createQueryClient } from '../src/react/query-client';
export { createQueryServerState } from '../src/react/query-server-state';
export { sessionAuthPort } from '../src/session';
export { createStyleInstance } from '../src/ui';
export { Activate, type ActivateProps } from '../widgets/activate';
export { ContactForm, type ContactFormProps } from '../widgets/contact-form';
export { ForgotPassword, type ForgotPasswordProps } from '../widgets/forgot-password';
export { Login, type LoginProps } from '../widgets/login';
export { LoginDialog, type LoginDialogProps } from '../widgets/login-dialog';
export { MemberChoice, type MemberChoiceProps } from '../widgets/member-choice';
export { RateUs, type RateUsProps } from '../widgets/rate-us';
export { ReportViewer, type ReportViewerProps } from '../widgets/report-viewer';
export { ResetPassword, type ResetPasswordProps } from '../widgets/reset-password';
export { SignUp, type SignUpProps } from '../widgets/sign-up';
