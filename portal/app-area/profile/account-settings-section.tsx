import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ApiError } from '../../../src/api/api-error';
import {
  accountSettingsQuery,
  changePasswordMutation,
  changeUsernameMutation,
} from '../../../src/api/profile';
import { useSchemaForm, useServerMutation, useServerQuery } from '../../../src/react';
import { Button, TextField, useClasses } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import { FormFrame } from '../../../src/ui/form-frame';
import { PasswordField } from '../../../src/ui/password-field';
import { changePasswordFormSchema, changeUsernameFormSchema, PROFILE_MESSAGES } from './profile-schemas';
import { profileStyles } from './profile-styles';

/**
 * Edit Account Settings: the username and the password, each in a real form of its own with the
 * autocomplete names password managers look for, confirmed with the current password.
 */
export function AccountSettingsSection() {
  const classes = useClasses(profileStyles);
  const username = useServerQuery(accountSettingsQuery()).data?.UserName ?? '';
  return (
    <section className={classes.form} aria-labelledby="edit-account-heading">
      <h2 id="edit-account-heading" className={classes.groupHeading}>
        Edit Account Settings
      </h2>
      <UsernameForm current={username} />
      <PasswordForm username={username} />
    </section>
  );
}

/**
 * What a failed change says: after too many wrong current passwords (the login's lockout, 429) how long
 * to wait, in the login form's words; else the form's own message.
 */
function failedText(outcome: { error?: ApiError | undefined }, otherwise: string): string {
  return outcome.error?.status === 429 ? outcome.error.message : otherwise;
}

/** Spec §4: the new username is posted only once the check says it is free. */
function UsernameForm({ current }: { current: string }) {
  const classes = useClasses(profileStyles);
  const id = useDomId();
  const [, navigate] = useLocation();
  const change = useServerMutation(changeUsernameMutation());
  const form = useSchemaForm(changeUsernameFormSchema(current), { UserName: '', Password: '' });
  const [failure, setFailure] = useState<{ count: number; fields: { UserName?: string }; message?: string }>({
    count: 0,
    fields: {},
  });
  const submit = async () => {
    const parsed = form.submit();
    if (!parsed) return;
    const outcome = await change.start({ UserName: parsed.UserName.trim(), Password: parsed.Password });
    if (outcome.status === 'success' && outcome.data === 'changed') navigate('/app/profile?saved=username');
    else if (outcome.status === 'success')
      setFailure((last) => ({ count: last.count + 1, fields: { UserName: PROFILE_MESSAGES.usernameTaken } }));
    else
      setFailure((last) => ({
        count: last.count + 1,
        fields: {},
        message: failedText(outcome, PROFILE_MESSAGES.usernameFailed),
      }));
  };
  // The server's "taken" stays beside the field until the name is changed.
  const takenShown = failure.fields.UserName && form.values.UserName.trim() !== '' ? failure.fields : {};
  const errors = { ...takenShown, ...form.errors };
  return (
    <FormFrame
      formRef={form.formRef}
      className={classes.form}
      aria-labelledby={`${id}-heading`}
      onSubmit={() => {
        void submit();
      }}
      attempt={form.attempts + failure.count}
      fieldErrors={errors}
      message={failure.message}
      intro={
        <>
          <h3 id={`${id}-heading`} className={classes.groupHeading}>
            Change your username
          </h3>
          <p className={classes.text}>{`Your username is ${current || '…'}. You log in with it.`}</p>
        </>
      }
    >
      <TextField
        id={`${id}-username`}
        type="email"
        label="New username (e-mail address)"
        autoComplete="username"
        required
        {...form.control('UserName')}
        onChange={(event) => {
          setFailure((last) => ({ ...last, fields: {} }));
          form.control('UserName').onChange(event);
        }}
        error={errors.UserName}
      />
      <PasswordField
        id={`${id}-password`}
        label="Your password"
        autoComplete="current-password"
        required
        {...form.control('Password')}
      />
      <div className={classes.actions}>
        <Button type="submit" busy={change.status === 'pending'}>
          Change username
        </Button>
      </div>
    </FormFrame>
  );
}

function PasswordForm({ username }: { username: string }) {
  const classes = useClasses(profileStyles);
  const id = useDomId();
  const [, navigate] = useLocation();
  const change = useServerMutation(changePasswordMutation());
  const form = useSchemaForm(changePasswordFormSchema(), {
    Password: '',
    NewPassword: '',
    ConfirmPassword: '',
  });
  const [failures, setFailures] = useState(0);
  const [message, setMessage] = useState<string>();
  const submit = async () => {
    const parsed = form.submit();
    if (!parsed) return;
    setMessage(undefined);
    const outcome = await change.start({ Password: parsed.Password, NewPassword: parsed.NewPassword });
    if (outcome.status === 'success') {
      navigate('/app/profile?saved=password');
      return;
    }
    setMessage(failedText(outcome, PROFILE_MESSAGES.passwordFailed));
    setFailures((count) => count + 1);
  };
  return (
    <FormFrame
      formRef={form.formRef}
      className={classes.form}
      aria-labelledby={`${id}-heading`}
      onSubmit={() => {
        void submit();
      }}
      attempt={form.attempts + failures}
      fieldErrors={form.errors}
      message={message}
      intro={
        <>
          <h3 id={`${id}-heading`} className={classes.groupHeading}>
            Change your password
          </h3>
          {/* For password managers: the account the new password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        </>
      }
    >
      <PasswordField
        id={`${id}-current`}
        label="Current password"
        autoComplete="current-password"
        required
        {...form.control('Password')}
      />
      <PasswordField
        id={`${id}-new`}
        label="New password"
        hint="At least 8 characters, with a digit, a lower-case and an upper-case letter"
        autoComplete="new-password"
        required
        {...form.control('NewPassword')}
        error={
          form.messages.NewPassword && form.values.NewPassword
            ? form.messages.NewPassword
            : form.errors.NewPassword
        }
      />
      <PasswordField
        id={`${id}-confirm`}
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...form.control('ConfirmPassword')}
        error={
          form.messages.ConfirmPassword && form.values.ConfirmPassword
            ? form.messages.ConfirmPassword
            : form.errors.ConfirmPassword
        }
      />
      <div className={classes.actions}>
        <Button type="submit" busy={change.status === 'pending'}>
          Change password
        </Button>
      </div>
    </FormFrame>
  );
}
