import { useRef, useState } from 'react';
import type { ApiError } from '../../src/api/api-error';
import { detectDevice } from '../../src/domain/app-links';
import type { EventProps } from '../../src/elements/events';
import {
  type AuthenticatedDetail,
  assignLocation,
  type FailedDetail,
  type Navigate,
} from '../../src/elements/widget-contract';
import { useWizard } from '../../src/react/use-wizard';
import { Alert, type HeadingLevel, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { useLinkComponent } from '../../src/ui/link-context';
import { WizardFrame } from '../../src/ui/wizard-frame';
import type { WizardRouting } from '../../src/wizard/step-routing';
import { contactOf, identityOf } from './lead';
import { signUpStyles } from './sign-up-styles';
import { signUpWizard } from './sign-up-wizard';
import { ContactStep } from './steps/contact-step';
import { IdentityStep } from './steps/identity-step';
import { PasswordStep } from './steps/password-step';
import { useCreateAccount } from './use-create-account';

/** Events of the sign-up widget. */
export type SignUpEvents = {
  created: { emailAddress: string };
  authenticated: AuthenticatedDetail & { referralCode: string | null };
  failed: FailedDetail;
};

/** Props of {@link SignUp}. */
export interface SignUpProps extends EventProps<SignUpEvents> {
  /** Same-origin path to go to once the new account is logged in, e.g. /app. */
  redirect?: string;
  /** Where to go instead on a phone or tablet when a referral code was used, e.g. /download. */
  mobileRedirect?: string;
  /** Prefills the referral code. Defaults to the page's `referral` query parameter. */
  referralCode?: string;
  /** Where 'Login' leads. Defaults to '/login'. */
  loginHref?: string;
  /** Level of the 'Create an account' heading; step headings are one below. Defaults to 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5;
  /** Inside the login dialog: no heading of its own, no login link, no URL hash. */
  embedded?: boolean;
  /**
   * Where the step is kept: in memory (`virtual`, the default: the host's URL is the host's) or also in
   * the URL's hash (`hash`: #step1…#step3). Either way a reload comes back to the same step.
   */
  routing?: WizardRouting;
  /** Move focus to the step heading when first shown, as after switching to this form. */
  focusOnMount?: boolean;
  /** How to navigate; defaults to a full page load. The portal passes its router's. */
  navigate?: Navigate;
}

function referralFromPage(): string {
  return new URLSearchParams(window.location.search).get('referral') ?? '';
}

/** Spec §4 Sign-up, shown while the new account logs in (the product's wording, typo included). */
const ACCOUNT_CREATED_TEXT = 'Account has been created, busy loggin you in...';

/**
 * Spec §2 /sign-up and /refer, §4 Sign-up: a three-step wizard, each step posted to the server before
 * it advances, ending in an automatic login. A reload continues where the visitor was (never with the
 * password); focus moves to each new step's heading.
 */
export function SignUp({
  redirect,
  mobileRedirect,
  referralCode,
  loginHref = '/login',
  headingLevel = 2,
  embedded = false,
  routing = 'virtual',
  focusOnMount = false,
  navigate = assignLocation,
  onCreated,
  onAuthenticated,
  onFailed,
}: SignUpProps) {
  const classes = useClasses(signUpStyles);
  const Link = useLinkComponent();
  const headingId = useDomId();
  const [initialReferral] = useState(() => referralCode ?? referralFromPage());
  const usedReferral = useRef<string | null>(null);

  const account = useCreateAccount({
    onCreated,
    onFailed,
    onAuthenticated(detail) {
      const code = usedReferral.current;
      onAuthenticated?.({ ...detail, referralCode: code });
      const { userAgent, maxTouchPoints } = window.navigator;
      const mobile = code !== null && detectDevice(userAgent, maxTouchPoints ?? 0) !== 'desktop';
      const destination = mobile && mobileRedirect ? mobileRedirect : redirect;
      if (destination) navigate(destination);
    },
  });

  const wizard = useWizard(signUpWizard, {
    // Inside the dialog the page's URL is the page's, whatever the host asked for.
    routing: embedded ? 'virtual' : routing,
    focusOnMount,
    seed: { ReferralCode: initialReferral },
    complete(draft) {
      const identity = identityOf(draft);
      usedReferral.current = identity.ReferralCode ?? null;
      return account.create({ ...contactOf(draft), ...identity, Password: draft.Password });
    },
  });

  const Heading = `h${headingLevel}` as 'h2';
  const { index } = wizard;

  return (
    <section className={classes.root} aria-labelledby={embedded ? undefined : headingId} part="root">
      {!embedded && (
        <Heading id={headingId} className={classes.heading} part="heading">
          Create an account
        </Heading>
      )}
      <WizardFrame
        steps={wizard.titles}
        current={wizard.position}
        progressLabel="Sign-up progress"
        headingLevel={(headingLevel + 1) as HeadingLevel}
        headingRef={wizard.headingRef}
        formRef={wizard.form.formRef}
        onSubmit={() => void wizard.next()}
        nextLabel={index === 2 ? 'Create account' : 'Next'}
        busy={wizard.pending}
        previous={
          index === 0
            ? undefined
            : {
                label: 'Back',
                onPress: () => {
                  // Spec §5: the password step starts empty each time it is shown.
                  if (index === 2) wizard.patch({ Password: '', ConfirmPassword: '' });
                  wizard.back();
                },
              }
        }
        attempt={wizard.attempts}
        fieldErrors={wizard.errors}
        error={wizard.error?.message ?? account.failure}
        alerts={wizard.alerts.map((entry) => ({ message: entry.ErrorMessage }))}
        onDismissAlert={wizard.dismissAlert}
        outcome={
          account.created ? (
            <AccountCreated loginError={account.loginError} loginHref={loginHref} />
          ) : undefined
        }
      >
        {index === 0 && <ContactStep wizard={wizard} />}
        {index === 1 && <IdentityStep wizard={wizard} referralCode={initialReferral} />}
        {index === 2 && <PasswordStep wizard={wizard} />}
      </WizardFrame>
      {!embedded && (
        <p className={classes.footer}>
          Already have an account?{' '}
          <Link href={loginHref} className={classes.link}>
            Login
          </Link>
        </p>
      )}
    </section>
  );
}

/** The account exists: it is being logged in, or the login failed and the visitor can log in by hand. */
function AccountCreated({ loginError, loginHref }: { loginError: ApiError | undefined; loginHref: string }) {
  const classes = useClasses(signUpStyles);
  const Link = useLinkComponent();
  return (
    <div className={classes.alerts}>
      {loginError ? (
        <>
          <Alert variant="danger">{loginError.message}</Alert>
          <p className={classes.footer}>
            Your account has been created.{' '}
            <Link href={loginHref} className={classes.link}>
              Log in
            </Link>
          </p>
        </>
      ) : (
        <Alert variant="success">{ACCOUNT_CREATED_TEXT}</Alert>
      )}
    </div>
  );
}
