import type { EventProps } from '../../src/elements/events';
import { useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { useLinkComponent } from '../../src/ui/link-context';
import { type EmailLinkPurpose, EmailLinkRequest, emailLinkStyles } from '../email-link';

/** Events of the forgot-password widget. */
export type ForgotPasswordEvents = {
  sent: { emailAddress: string };
  failed: { message: string; status: number };
};

/** Props of {@link ForgotPassword}. */
export interface ForgotPasswordProps extends EventProps<ForgotPasswordEvents> {
  /** 'activation' sends an activation link instead of a password reset link. Defaults to 'reset'. */
  purpose?: EmailLinkPurpose;
  /** Where 'Back to log in' leads. Defaults to '/login'. */
  loginHref?: string;
  /** Level of the heading. Defaults to 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** Spec §2 /forgot-password: 'Forgot login details', an e-mail address and 'Reset Password'. */
export function ForgotPassword({
  purpose = 'reset',
  loginHref = '/login',
  headingLevel = 2,
  onSent,
  onFailed,
}: ForgotPasswordProps) {
  const classes = useClasses(emailLinkStyles);
  const Link = useLinkComponent();
  const headingId = useDomId();
  const Heading = `h${headingLevel}` as const;
  const activation = purpose === 'activation';
  return (
    <section className={classes.root} aria-labelledby={headingId} part="root">
      <Heading id={headingId} className={classes.heading} part="heading">
        {activation ? 'Activate your account' : 'Forgot login details'}
      </Heading>
      <p className={classes.text}>
        {activation
          ? 'Enter the email address of your account and we will send you an activation link.'
          : 'Enter the email address of your account and we will send you a link to reset your password.'}
      </p>
      <EmailLinkRequest
        purpose={purpose}
        submitLabel={activation ? 'Activate My Account' : 'Reset Password'}
        onSent={onSent}
        onFailed={onFailed}
      />
      <p className={classes.text}>
        <Link href={loginHref} className={classes.link}>
          Back to log in
        </Link>
      </p>
    </section>
  );
}
