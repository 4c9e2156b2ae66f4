import { Suspense, useState } from 'react';
import type { AuthenticatedDetail } from '../../src/elements/widget-contract';
import { lazyWithRetry, retryOrReload } from '../../src/react/lazy-with-retry';
import { useSession } from '../../src/react/use-session';
import { Button, Dialog, Spinner, useClasses } from '../../src/ui';
import { LoadErrorBoundary } from '../../src/ui/load-error-boundary';
import { LoginForm, loginStyles } from '../login';

// Sign-up is fetched only when a visitor asks to create an account, so the login bundle stays small.
const SignUp = /* @__PURE__ */ lazyWithRetry(() =>
  import('../sign-up/index').then((module) => module.SignUp),
);

/** Which form the dialog shows. */
export type LoginDialogView = 'login' | 'sign-up';

/** Props of {@link LoginDialog}. */
export interface LoginDialogProps {
  /** Defaults to: open while nobody is signed in, so it closes by itself once the visitor is. */
  open?: boolean;
  /** The form shown first. Defaults to 'login'. */
  initialView?: LoginDialogView;
  /** Called once the visitor is signed in, by logging in or by creating an account. */
  onAuthenticated?: (detail: AuthenticatedDetail) => void;
  /** Where 'Forgot your password?' leads. Defaults to '/forgot-password'. */
  forgotPasswordHref?: string;
  /** Prefills the sign-up referral code. */
  referralCode?: string;
}

/**
 * Spec §2 buy routes, §4 Login: a blocking dialog (no close button, Escape and the backdrop do nothing)
 * that toggles between logging in and creating an account, open until the visitor is authenticated.
 */
export function LoginDialog({
  open,
  initialView = 'login',
  onAuthenticated,
  forgotPasswordHref = '/forgot-password',
  referralCode,
}: LoginDialogProps) {
  const classes = useClasses(loginStyles);
  const { auth } = useSession();
  const [view, setView] = useState<LoginDialogView>(initialView);
  const [switched, setSwitched] = useState(false);
  const show = (next: LoginDialogView) => {
    setView(next);
    setSwitched(true);
  };
  const isOpen = open ?? !auth.authenticated;

  return (
    <Dialog
      open={isOpen}
      blocking
      onClose={() => undefined}
      title={view === 'login' ? 'Login' : 'Create an account'}
    >
      <div className={classes.root}>
        {view === 'login' ? (
          <>
            <LoginForm
              forgotPasswordHref={forgotPasswordHref}
              onAuthenticated={onAuthenticated}
              autoFocus={switched}
            />
            <p className={classes.switch}>
              <span>New to Fedgroup?</span>
              <Button variant="link" onClick={() => show('sign-up')}>
                Create an account
              </Button>
            </p>
          </>
        ) : (
          <>
            <LoadErrorBoundary onRetry={retryOrReload}>
              <Suspense fallback={<Spinner label="Loading" showLabel />}>
                <SignUp
                  embedded
                  focusOnMount={switched}
                  referralCode={referralCode}
                  onAuthenticated={onAuthenticated}
                />
              </Suspense>
            </LoadErrorBoundary>
            <p className={classes.switch}>
              <span>Already have an account?</span>
              <Button variant="link" onClick={() => show('login')}>
                Login
              </Button>
            </p>
          </>
        )}
      </div>
    </Dialog>
  );
}
