import type { FormEvent } from 'react';
import { signUpStep1Schema } from '../../../src/domain/form-schemas';
import { useSchemaForm } from '../../../src/react/use-form';
import { Alert, Button, TextField, useClasses } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import { type ContactValues, contactOf } from '../lead';
import { signUpStyles } from '../sign-up-styles';
import { useStepPost } from '../use-step-post';
import { ValidationAlerts } from '../validation-alerts';

const schema = signUpStep1Schema();

/** Props of {@link ContactStep}. */
export interface ContactStepProps {
  initial: ContactValues;
  /** The server accepted the step. */
  onDone: (values: ContactValues) => void;
}

/** Spec §5 Sign-up step 1: first name, last name and e-mail address. */
export function ContactStep({ initial, onDone }: ContactStepProps) {
  const classes = useClasses(signUpStyles);
  const id = useDomId();
  const form = useSchemaForm(schema, initial);
  const step = useStepPost();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.submit() || step.isPending) return;
    if (await step.post({ Step: 1, ...contactOf(form.values) })) onDone(form.values);
  };

  return (
    <form ref={form.formRef} className={classes.form} noValidate onSubmit={submit} part="form">
      {step.error && <Alert variant="danger">{step.error.message}</Alert>}
      <ValidationAlerts entries={step.entries} onDismiss={step.dismiss} />
      <TextField
        id={`${id}-first-name`}
        label="First name"
        {...form.control('FirstName')}
        autoComplete="given-name"
        required
      />
      <TextField
        id={`${id}-last-name`}
        label="Last name"
        {...form.control('LastName')}
        autoComplete="family-name"
        required
      />
      <TextField
        id={`${id}-email`}
        label="Email address"
        {...form.control('EmailAddress')}
        type="email"
        autoComplete="email"
        required
      />
      <div className={classes.actions}>
        <Button type="submit" busy={step.isPending}>
          Next
        </Button>
      </div>
    </form>
  );
}
