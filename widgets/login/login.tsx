import type { EventProps } from '../../src/elements/events';
import {
  type AuthenticatedDetail,
  assignLocation,
  type FailedDetail,
  type Navigate,
  type WidgetHeadingLevel,
} from '../../src/elements/widget-contract';
import { Alert, useClasses, useLinkComponent } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { LoginForm } from './login-form';
import { loginStyles } from './login-styles';

/** Events of the login widget. */
export type LoginEvents = { authenticated: AuthenticatedDetail; failed: FailedDetail };

/** Props of {@link Login}. */
export interface LoginProps extends EventProps<LoginEvents> {
  /** Same-origin path to go to after logging in; without it the widget stays (the host listens for the event). */
  redirect?: string;
  /** Where 'Forgot your password?' leads. Defaults to '/forgot-password'. */
  forgotPasswordHref?: string;
  /** Where 'Create an account' leads. Defaults to '/sign-up'. */
  signUpHref?: string;
  /** Level of the 'Login' heading. Defaults to 2. */
  headingLevel?: WidgetHeadingLevel;
  /** How to navigate to `redirect`; defaults to a full page load. The portal passes its router's. */
  navigate?: Navigate;
  /** A message shown above the form, e.g. why the user has to log in again. */
  notice?: string;
}

/**
 * Spec §2 /login: heading Login, username and password, a link to /forgot-password; then the way in
 * for a visitor without an account (DESIGN §4 g, review m5).
 */
export function Login({
  redirect,
  forgotPasswordHref = '/forgot-password',
  signUpHref = '/sign-up',
  headingLevel = 2,
  navigate = assignLocation,
  notice,
  onAuthenticated,
  onFailed,
}: LoginProps) {
  const classes = useClasses(loginStyles);
  const Link = useLinkComponent();
  const headingId = useDomId();
  const authenticated = (detail: AuthenticatedDetail) => {
    onAuthenticated?.(detail);
    if (redirect) navigate(redirect);
  };
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={classes.root} aria-labelledby={headingId} part="root">
      <Heading id={headingId} className={classes.heading} part="heading">
        Login
      </Heading>
      {notice && <Alert>{notice}</Alert>}
      <LoginForm
        forgotPasswordHref={forgotPasswordHref}
        onAuthenticated={authenticated}
        onFailed={onFailed}
      />
      <p className={classes.switch} part="sign-up">
        <span>New to Fedgroup?</span>
        <Link href={signUpHref} className={classes.link}>
          Create an account
        </Link>
      </p>
    </section>
  );
}
