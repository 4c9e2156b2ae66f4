import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import type { AuthenticatedDetail, FailedDetail } from '../../src/elements/widget-contract';
import { useSchemaForm } from '../../src/react/use-form';
import { useLogIn } from '../../src/react/use-log-in';
import { Button, TextField, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { FormFrame } from '../../src/ui/form-frame';
import { useLinkComponent } from '../../src/ui/link-context';
import { PasswordField } from '../../src/ui/password-field';
import { documentStyleInstance, StyleContext } from '../../src/ui/styles';
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
  /**
   * Drawn inside a shadow root: the element that owns it. The `<form>` and its fields then go to this
   * element's light DOM, slotted back into place, so password managers see them; the alert, the Login
   * button and the link stay in the shadow root, out of reach of the host page's CSS.
   */
  lightDomHost?: HTMLElement;
  /** Buttons after Login (a Cancel). */
  extraActions?: ReactNode;
}

/** How many login forms the page has drawn, for ids unique across the document. */
let lightDomForms = 0;

/**
 * Spec §5 Login: username and password, both required, Enter submits. A real form in the light DOM
 * with username/current-password autocomplete, so password managers fill it. A refused login shows
 * as a red alert in friendly words.
 */
export function LoginForm({
  forgotPasswordHref,
  onAuthenticated,
  onFailed,
  autoFocus,
  lightDomHost,
  extraActions,
}: LoginFormProps) {
  const classes = useClasses(loginStyles);
  const Link = useLinkComponent();
  const domId = useDomId();
  // Every preact root counts its ids from the same start, and light-DOM fields share the document:
  // a serial keeps two buy tags' labels and inputs apart.
  const [serial] = useState(() => ++lightDomForms);
  const id = lightDomHost ? `${domId}-${serial}` : domId;
  const form = useSchemaForm(schema, { username: '', password: '' });
  const login = useLogIn();

  const [failures, setFailures] = useState(0);
  const submit = async () => {
    const credentials = form.submit();
    if (!credentials || login.status === 'pending') return;
    const outcome = await login.start({
      username: credentials.username.trim(),
      password: credentials.password,
    });
    if (outcome.data) onAuthenticated?.({ partyId: outcome.data.partyId, username: outcome.data.username });
    else if (outcome.error) {
      setFailures((count) => count + 1);
      onFailed?.({ message: outcome.error.message, status: outcome.error.status });
    }
  };

  const fields = (
    <>
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
      <PasswordField
        id={`${id}-password`}
        label="Password"
        {...form.control('password')}
        autoComplete="current-password"
        required
      />
    </>
  );
  const actions = (inForm: boolean) => (
    <div className={classes.actions}>
      <Button
        type={inForm ? 'submit' : 'button'}
        busy={login.status === 'pending'}
        onClick={inForm ? undefined : () => form.formRef.current?.requestSubmit()}
      >
        Login
      </Button>
      {extraActions}
      <Link href={forgotPasswordHref} className={classes.link}>
        Forgot your password?
      </Link>
    </div>
  );

  if (!lightDomHost)
    return (
      <FormFrame
        formRef={form.formRef}
        className={classes.form}
        onSubmit={() => void submit()}
        attempt={form.attempts + failures}
        fieldErrors={form.errors}
        message={login.error?.message}
      >
        {fields}
        {actions(true)}
      </FormFrame>
    );

  const slot = `fg-credentials-${id}`;
  return (
    <div className={classes.form} part="form">
      <slot name={slot} />
      {createPortal(
        <StyleContext.Provider value={documentStyleInstance()}>
          {/* The summary and the alert go with the fields, so the summary's links reach them. */}
          <FormFrame
            slot={slot}
            formRef={form.formRef}
            className={classes.form}
            autoComplete="on"
            onKeyDown={submitOnEnter}
            onSubmit={() => void submit()}
            attempt={form.attempts + failures}
            fieldErrors={form.errors}
            message={login.error?.message}
          >
            {fields}
          </FormFrame>
        </StyleContext.Provider>,
        lightDomHost,
      )}
      {actions(false)}
    </div>
  );
}

/** Enter in a field submits, as in a form with its submit button (which here is in the shadow root). */
function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
