import { useRef, useState } from 'react';
import { isApiError } from '../../src/api/api-error';
import { passwordResetCompletionMutation } from '../../src/api/password-reset';
import { isValidPassword, PASSWORD_RULE_MESSAGE } from '../../src/domain/password';
import {
  RESET_PASSWORD_MESSAGES,
  type SetPasswordProblems,
  setPasswordProblems,
} from '../../src/domain/password-strength';
import type { ResetLink } from '../../src/domain/reset-link';
import type { EventProps } from '../../src/elements/events';
import { useServerMutation } from '../../src/react/server-mutation';
import { Alert, Button, ButtonLink, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { FormFrame } from '../../src/ui/form-frame';
import type { HeadingLevel } from '../../src/ui/heading';
import { PasswordField } from '../../src/ui/password-field';
import { resetPasswordStyles } from './reset-password-styles';
import { StrengthMeter } from './strength-meter';
import { useNoReferrer } from './use-no-referrer';
import { usePasswordStrength } from './use-password-strength';
import { useResetLink } from './use-reset-link';

/** Spec §4 Password reset: shown once the password is set. */
const PASSWORD_CREATED_TEXT = 'Password has been created';

/** Spec §8 Set password error, when the server gives no ErrorDescription. */
const RESET_FAILED_TEXT = 'An error occurred while resetting your password.';

/** Events of the reset-password widget. */
export type ResetPasswordEvents = {
  completed: { username: string };
  failed: { message: string; status: number };
};

/** Props of {@link ResetPassword}. */
export interface ResetPasswordProps extends EventProps<ResetPasswordEvents> {
  /** Where the Login button leads after success. Defaults to '/login'. */
  loginHref?: string;
  /** Level of the heading. Defaults to 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

function failureText(error: unknown): string {
  return isApiError(error) && error.description?.trim() ? error.message : RESET_FAILED_TEXT;
}

/**
 * Spec §2 /reset-password: driven by the u, e and t query parameters and showing nothing unless all
 * three are present. Sends no referrer and takes the token out of the address bar once read.
 */
export function ResetPassword(props: ResetPasswordProps) {
  useNoReferrer();
  const link = useResetLink();
  return link ? <ResetPasswordForm link={link} {...props} /> : null;
}

/** The create/reset password form for a decoded link, with the lazily loaded strength meter. */
function ResetPasswordForm({
  link,
  loginHref = '/login',
  headingLevel = 2,
  onCompleted,
  onFailed,
}: ResetPasswordProps & { link: ResetLink }) {
  const classes = useClasses(resetPasswordStyles);
  const id = useDomId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  // The meter's code comes with the form's first touch (a focus or press in it), not with the form.
  const [touched, setTouched] = useState(false);
  const touch = () => setTouched(true);
  const { strength, failed } = usePasswordStrength(password, [link.Username], touched || password !== '');
  const reset = useServerMutation(passwordResetCompletionMutation());
  const formRef = useRef<HTMLFormElement>(null);
  // Failed presses of Set Password (a problem left, or the server's refusal): each shows the summary.
  const [attempt, setAttempt] = useState(0);
  const problems = setPasswordProblems(password, confirmation, strength, failed);
  // Before a press, a message shows once it is useful: the rule once the confirmation is begun (not at
  // the first key, and not as the field is left: appearing then, it would push Set Password from under a
  // pointer pressing it), a mismatch once the confirmation is typed. After a press,
  // every problem shows, beside its field and in the summary. Spec §4 keeps Set Password disabled until
  // both are fine; it never is (DESIGN.md §8a).
  const breaksRule = password !== '' && confirmation !== '' && !isValidPassword(password);
  const fieldErrors: SetPasswordProblems =
    attempt > 0
      ? problems
      : {
          password: breaksRule ? PASSWORD_RULE_MESSAGE : undefined,
          confirmation:
            confirmation !== '' && confirmation !== password ? RESET_PASSWORD_MESSAGES.mismatch : undefined,
        };
  const Heading = `h${headingLevel}` as const;

  const submit = async () => {
    if (reset.status === 'pending') return;
    if (Object.keys(problems).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    const outcome = await reset.start({ ...link, NewPassword: password });
    if (outcome.status === 'success') onCompleted?.({ username: link.Username });
    else {
      setAttempt((count) => count + 1);
      if (outcome.error) onFailed?.({ message: failureText(outcome.error), status: outcome.error.status });
    }
  };

  return (
    <section
      className={classes.root}
      aria-labelledby={`${id}-heading`}
      part="root"
      onFocus={touch}
      onPointerDown={touch}
    >
      <Heading id={`${id}-heading`} className={classes.heading} part="heading">
        Create a new password
      </Heading>
      {reset.status === 'success' ? (
        <div className={classes.done}>
          <Alert variant="success">{PASSWORD_CREATED_TEXT}</Alert>
          <ButtonLink href={loginHref} rel="noreferrer">
            Login
          </ButtonLink>
        </div>
      ) : (
        <FormFrame
          formRef={formRef}
          className={classes.form}
          onSubmit={() => void submit()}
          attempt={attempt}
          fieldErrors={{ ...fieldErrors }}
          message={reset.error ? failureText(reset.error) : undefined}
          headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel}
          actions={
            <Button type="submit" busy={reset.status === 'pending'}>
              Set password
            </Button>
          }
        >
          <input type="text" name="username" autoComplete="username" value={link.Username} readOnly hidden />
          <PasswordField
            id={`${id}-password`}
            label="New password"
            name="password"
            autoComplete="new-password"
            required
            aria-describedby={`${id}-strength`}
            value={password}
            error={fieldErrors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <StrengthMeter id={`${id}-strength`} strength={strength} failed={failed} />
          <PasswordField
            id={`${id}-confirmation`}
            label="Confirm password"
            name="confirmation"
            autoComplete="new-password"
            required
            value={confirmation}
            error={fieldErrors.confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </FormFrame>
      )}
    </section>
  );
}
