import { type FormEvent, useState } from 'react';
import {
  registerParty,
  type SignUpContact,
  type SignUpIdentity,
  type SignUpLead,
  signUpFailureMessage,
} from '../../../src/api/parties';
import { signUpStep3Schema } from '../../../src/domain/form-schemas';
import type { AuthenticatedDetail } from '../../../src/elements/widget-contract';
import { useAction } from '../../../src/react/action-store';
import { useApiClient } from '../../../src/react/api-client-context';
import { useSchemaForm } from '../../../src/react/use-form';
import { useLogIn } from '../../../src/react/use-log-in';
import { Alert, Button, TextField, useClasses } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import { useLinkComponent } from '../../../src/ui/link-context';
import { signUpStyles } from '../sign-up-styles';
import { useStepPost } from '../use-step-post';
import { ValidationAlerts } from '../validation-alerts';

const schema = signUpStep3Schema();

/** Spec §4 Sign-up, shown while the new account logs in (the product's wording, typo included). */
export const ACCOUNT_CREATED_TEXT = 'Account has been created, busy loggin you in...';

/** Props of {@link PasswordStep}. */
export interface PasswordStepProps {
  contact: SignUpContact;
  identity: SignUpIdentity;
  onBack: () => void;
  onCreated?: (detail: { emailAddress: string }) => void;
  onAuthenticated: (detail: AuthenticatedDetail) => void;
  onFailed?: (detail: { message: string; status: number }) => void;
  loginHref: string;
}

/**
 * Spec §5 Sign-up step 3: a password with lower and upper case, a number and 8 characters, and a
 * matching confirmation. Then the account is registered and logged in with the credentials the
 * server hands back.
 */
export function PasswordStep({
  contact,
  identity,
  onBack,
  onCreated,
  onAuthenticated,
  onFailed,
  loginHref,
}: PasswordStepProps) {
  const classes = useClasses(signUpStyles);
  const id = useDomId();
  const Link = useLinkComponent();
  const client = useApiClient();
  const form = useSchemaForm(schema, { Password: '', ConfirmPassword: '' });
  const step = useStepPost();
  const register = useAction((lead: SignUpLead) => registerParty(client, lead));
  const login = useLogIn();
  const [created, setCreated] = useState(false);
  const busy = step.isPending || register.status === 'pending' || login.status !== 'idle';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = form.submit();
    if (!valid || busy) return;
    register.reset();
    if (!(await step.post({ Step: 3, ...contact, ...identity, Password: valid.Password }))) return;
    const registered = await register.start({ ...contact, ...identity, Password: valid.Password });
    const account = registered.data;
    if (!account) {
      if (registered.error) {
        onFailed?.({ message: signUpFailureMessage(registered.error), status: registered.error.status });
      }
      return;
    }
    setCreated(true);
    onCreated?.({ emailAddress: account.emailAddress });
    const outcome = await login.start({ username: account.emailAddress, password: account.password });
    if (outcome.data) onAuthenticated({ partyId: outcome.data.partyId, username: outcome.data.username });
    else if (outcome.error) onFailed?.({ message: outcome.error.message, status: outcome.error.status });
  };

  if (created) {
    return (
      <div className={classes.alerts}>
        {login.error ? (
          <>
            <Alert variant="danger">{login.error.message}</Alert>
            <p className={classes.footer}>
              Your account has been created.{' '}
              <Link href={loginHref} className={classes.link}>
                Go to Login
              </Link>
            </p>
          </>
        ) : (
          <Alert variant="success">{ACCOUNT_CREATED_TEXT}</Alert>
        )}
      </div>
    );
  }

  return (
    <form ref={form.formRef} className={classes.form} noValidate onSubmit={submit} part="form">
      {step.error && <Alert variant="danger">{step.error.message}</Alert>}
      {register.error && <Alert variant="danger">{signUpFailureMessage(register.error)}</Alert>}
      <ValidationAlerts entries={step.entries} onDismiss={step.dismiss} />
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={contact.EmailAddress}
        readOnly
        hidden
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        {...form.control('Password')}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with lower and upper case letters and a number."
        required
      />
      <TextField
        id={`${id}-confirm`}
        label="Confirm password"
        {...form.control('ConfirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <div className={classes.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" busy={busy}>
          Create account
        </Button>
      </div>
    </form>
  );
}
