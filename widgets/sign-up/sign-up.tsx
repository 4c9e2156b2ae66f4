import { useEffect, useRef, useState } from 'react';
import type { SignUpContact, SignUpIdentity } from '../../src/api/parties';
import { detectDevice } from '../../src/domain/app-links';
import type { EventProps } from '../../src/elements/events';
import {
  type AuthenticatedDetail,
  assignLocation,
  type FailedDetail,
  type Navigate,
} from '../../src/elements/widget-contract';
import { Stepper, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { useLinkComponent } from '../../src/ui/link-context';
import {
  type ContactValues,
  contactOf,
  emptyContact,
  emptyIdentity,
  type IdentityValues,
  identityOf,
} from './lead';
import { signUpStyles } from './sign-up-styles';
import { ContactStep } from './steps/contact-step';
import { IdentityStep } from './steps/identity-step';
import { PasswordStep } from './steps/password-step';
import { useStepHash } from './use-step-hash';

/** Events of the sign-up widget. */
export type SignUpEvents = {
  created: { emailAddress: string };
  authenticated: AuthenticatedDetail & { referralCode: string | null };
  failed: FailedDetail;
};

/** Step names, in order (spec §4: contact details, identity, password). */
export const SIGN_UP_STEPS = ['Your details', 'Identity and contact', 'Password'] as const;

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
  /** Move focus to the step heading when first shown, as after switching to this form. */
  focusOnMount?: boolean;
  /** How to navigate; defaults to a full page load. The portal passes its router's. */
  navigate?: Navigate;
}

function referralFromPage(): string {
  return new URLSearchParams(window.location.search).get('referral') ?? '';
}

/**
 * Spec §2 /sign-up and /refer, §4 Sign-up: a three-step wizard, each step posted to the server before
 * it advances, ending in an automatic login. Focus moves to each new step's heading.
 */
export function SignUp({
  redirect,
  mobileRedirect,
  referralCode,
  loginHref = '/login',
  headingLevel = 2,
  embedded = false,
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
  const [step, setStep] = useState(0);
  const [contactDraft, setContactDraft] = useState<ContactValues>(emptyContact);
  const [identityDraft, setIdentityDraft] = useState<IdentityValues>(() =>
    emptyIdentity('id', initialReferral),
  );
  const [contact, setContact] = useState<SignUpContact | null>(null);
  const [identity, setIdentity] = useState<SignUpIdentity | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const focusedStep = useRef<number | null>(focusOnMount ? null : 0);
  useStepHash(step, !embedded);

  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  const authenticated = (detail: AuthenticatedDetail) => {
    const code = identity?.ReferralCode ?? null;
    onAuthenticated?.({ ...detail, referralCode: code });
    const { userAgent, maxTouchPoints } = window.navigator;
    const mobile = code !== null && detectDevice(userAgent, maxTouchPoints ?? 0) !== 'desktop';
    const destination = mobile && mobileRedirect ? mobileRedirect : redirect;
    if (destination) navigate(destination);
  };

  const StepHeading = `h${headingLevel + 1}` as 'h2';
  const Heading = `h${headingLevel}` as 'h2';

  return (
    <section className={classes.root} aria-labelledby={embedded ? undefined : headingId} part="root">
      {!embedded && (
        <Heading id={headingId} className={classes.heading} part="heading">
          Create an account
        </Heading>
      )}
      <Stepper steps={SIGN_UP_STEPS} current={step} label="Sign-up progress" />
      <StepHeading ref={stepHeading} tabIndex={-1} className={classes.stepHeading} part="step-heading">
        {`Step ${step + 1} of ${SIGN_UP_STEPS.length}: ${SIGN_UP_STEPS[step]}`}
      </StepHeading>
      {step === 0 && (
        <ContactStep
          initial={contactDraft}
          onDone={(values) => {
            setContactDraft(values);
            setContact(contactOf(values));
            setStep(1);
          }}
        />
      )}
      {step === 1 && contact && (
        <IdentityStep
          initial={identityDraft}
          referralCode={initialReferral}
          contact={contact}
          onBack={(values) => {
            setIdentityDraft(values);
            setStep(0);
          }}
          onDone={(values) => {
            setIdentityDraft(values);
            setIdentity(identityOf(values));
            setStep(2);
          }}
        />
      )}
      {step === 2 && contact && identity && (
        <PasswordStep
          contact={contact}
          identity={identity}
          loginHref={loginHref}
          onBack={() => setStep(1)}
          onCreated={onCreated}
          onAuthenticated={authenticated}
          onFailed={onFailed}
        />
      )}
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
