import type { FormEvent } from 'react';
import type { AuthenticatedDetail, FailedDetail } from '../../src/elements/widget-contract';
import { useSchemaForm } from '../../src/react/use-form';
import { useLogIn } from '../../src/react/use-log-in';
import { Alert, Button, TextField, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { useLinkComponent } from '../../src/ui/link-context';
import { loginFormSchema } from './login-schema';
import { loginStyles } from './login-styles';

const schema = loginFormSchema();

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Where 'Forgot your password?' leads. */
  forgotPasswordHref: string;
  onAuthenticated?: (detail: AuthenticatedDetail) => void;
  onFailed?: (detail: FailedDetail) => void;
  /** Focus the username field on mount (when the form replaces what had focus). */
  autoFocus?: boolean;
}

/**
 * Spec §5 Login: username and password, both required, Enter submits. A real form in the light DOM
 * with username/current-password autocomplete, so password managers fill it. A refused login shows
 * as a red alert in friendly words.
 */
export function LoginForm({ forgotPasswordHref, onAuthenticated, onFailed, autoFocus }: LoginFormProps) {
  const classes = useClasses(loginStyles);
  const Link = useLinkComponent();
  const id = useDomId();
  const form = useSchemaForm(schema, { username: '', password: '' });
  const login = useLogIn();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = form.submit();
    if (!credentials || login.status === 'pending') return;
    const outcome = await login.start({
      username: credentials.username.trim(),
      password: credentials.password,
    });
    if (outcome.data) onAuthenticated?.({ partyId: outcome.data.partyId, username: outcome.data.username });
    else if (outcome.error) onFailed?.({ message: outcome.error.message, status: outcome.error.status });
  };

  return (
    <form ref={form.formRef} className={classes.form} noValidate onSubmit={submit} part="form">
      {login.error && <Alert variant="danger">{login.error.message}</Alert>}
      <TextField
        id={`${id}-username`}
        label="Username"
        {...form.control('username')}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus={autoFocus}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        {...form.control('password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <div className={classes.actions}>
        <Button type="submit" busy={login.status === 'pending'}>
          Login
        </Button>
        <Link href={forgotPasswordHref} className={classes.link}>
          Forgot your password?
        </Link>
      </div>
    </form>
  );
}
