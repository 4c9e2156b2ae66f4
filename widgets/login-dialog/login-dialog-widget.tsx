import type { EventProps } from '../../src/elements/events';
import { type AuthenticatedDetail, assignLocation, type Navigate } from '../../src/elements/widget-contract';
import { LoginDialog } from './login-dialog';

/** Events of the login dialog widget. */
export type LoginDialogEvents = { authenticated: AuthenticatedDetail };

/** Props of {@link LoginDialogWidget}. */
export interface LoginDialogWidgetProps extends EventProps<LoginDialogEvents> {
  /** 'login' (default) or 'sign-up': the form shown first. */
  initialView?: 'login' | 'sign-up';
  /** Same-origin path to go to once signed in; without it the page stays and the dialog closes. */
  redirect?: string;
  /** Where 'Forgot your password?' leads. Defaults to '/forgot-password'. */
  forgotPasswordHref?: string;
  /** Prefills the sign-up referral code. */
  referralCode?: string;
  navigate?: Navigate;
}

/** The blocking login / create-account dialog as a widget: open while nobody is signed in. */
export function LoginDialogWidget({
  initialView,
  redirect,
  forgotPasswordHref,
  referralCode,
  navigate = assignLocation,
  onAuthenticated,
}: LoginDialogWidgetProps) {
  return (
    <LoginDialog
      initialView={initialView}
      forgotPasswordHref={forgotPasswordHref}
      referralCode={referralCode}
      onAuthenticated={(detail) => {
        onAuthenticated?.(detail);
        if (redirect) navigate(redirect);
      }}
    />
  );
}
