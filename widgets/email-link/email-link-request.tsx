import { useState } from 'react';
import { activationMutation, passwordResetMutation } from '../../src/api/password-reset';
import { useServerMutation } from '../../src/react/server-mutation';
import { useSchemaForm } from '../../src/react/use-form';
import { Alert, Button, TextField, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import { FormFrame } from '../../src/ui/form-frame';
import { forgotPasswordFormSchema } from './email-link-schema';
import { emailLinkStyles } from './email-link-styles';

const schema = forgotPasswordFormSchema();

/** What the e-mailed link is for. */
export type EmailLinkPurpose = 'reset' | 'activation';

/** Spec §8 Forgot password: the success texts. */
const emailLinkSentText = (purpose: EmailLinkPurpose, email: string): string =>
  purpose === 'activation'
    ? `Thank you! An activation email will be sent to ${email}.`
    : `Thank you! A password reset email will be sent to ${email}.`;

/** Props of {@link EmailLinkRequest}. */
export interface EmailLinkRequestProps {
  purpose: EmailLinkPurpose;
  /** Text of the submit button: 'Reset Password' or 'Activate My Account'. */
  submitLabel: string;
  onSent?: (detail: { emailAddress: string }) => void;
  onFailed?: (detail: { message: string; status: number }) => void;
}

/**
 * Asks for an e-mail address (spec §5 Forgot password: it must be valid) and has a password reset or
 * activation link sent to it. An address that is not valid is said in the error summary and beside the
 * field (DESIGN.md §6 A); the form gives way to the thank-you text; a failure shows the server's
 * ErrorDescription, focused.
 */
export function EmailLinkRequest({ purpose, submitLabel, onSent, onFailed }: EmailLinkRequestProps) {
  const classes = useClasses(emailLinkStyles);
  const id = useDomId();
  const form = useSchemaForm(schema, { emailAddress: '' });
  const request = useServerMutation(
    purpose === 'activation' ? activationMutation() : passwordResetMutation(),
  );

  const [failures, setFailures] = useState(0);

  const submit = async () => {
    const valid = form.submit();
    if (!valid || request.status === 'pending') return;
    const outcome = await request.start(valid.emailAddress);
    if (outcome.data) onSent?.({ emailAddress: outcome.data });
    else if (outcome.error) {
      setFailures((count) => count + 1);
      onFailed?.({ message: outcome.error.message, status: outcome.error.status });
    }
  };

  if (request.data) return <Alert variant="success">{emailLinkSentText(purpose, request.data)}</Alert>;

  return (
    <FormFrame
      formRef={form.formRef}
      className={classes.form}
      onSubmit={() => void submit()}
      attempt={form.attempts + failures}
      fieldErrors={form.errors}
      message={request.error?.message}
      actions={
        <Button type="submit" busy={request.status === 'pending'}>
          {submitLabel}
        </Button>
      }
    >
      <TextField
        id={`${id}-email`}
        label="Email address"
        name="emailAddress"
        type="email"
        autoComplete="email"
        required
        value={form.values.emailAddress}
        error={form.errors.emailAddress}
        onChange={(event) => form.setValue('emailAddress', event.target.value.trim())}
      />
    </FormFrame>
  );
}
