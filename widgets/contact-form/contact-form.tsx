import { useEffect, useRef, useState } from 'react';
import { type Failure, toFailure } from '../../src/api/api-error';
import type { ContactRequest } from '../../src/api/contact';
import { CONTACT_NUMBER_MAX } from '../../src/domain/contact-number';
import type { EventProps } from '../../src/elements/events';
import { useSession } from '../../src/react';
import { useSchemaForm } from '../../src/react/use-form';
import { Alert, Button, color, makeStyles, space, TextField, useClasses } from '../../src/ui';
import { reset } from '../../src/ui/base-styles';
import { useDomId } from '../../src/ui/dom-id';
import { FormFrame } from '../../src/ui/form-frame';
import type { HeadingLevel } from '../../src/ui/heading';
import { pageTitle } from '../../src/ui/page-heading-styles';
import { TextArea } from '../../src/ui/text-area';
import { analyticsClientId } from './analytics-client-id';
import {
  CONTACT_FORM_TEXT,
  FIELD_MAX_LENGTH,
  GENERIC_PRODUCT,
  MESSAGE_MAX_LENGTH,
  RECIPIENT_DEPARTMENT,
} from './contact-form-text';
import { type ContactValues, contactSchema, emptyContactValues } from './contact-values';
import { parseProductName } from './product-name';
import { useContactMe } from './use-contact-me';

/** Events of {@link ContactForm}: `fg-submitted` carries the request as posted, `fg-failed` what went wrong. */
export type ContactFormEvents = {
  submitted: ContactRequest;
  failed: Failure;
};

/** Props of {@link ContactForm}. */
export interface ContactFormProps extends EventProps<ContactFormEvents> {
  /** The product the visitor asks about: the form's heading and the request's Product. */
  product?: string | undefined;
  /** Level of the form's heading (the product's name); 1 when the form is the page. Defaults to 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

const contactFormStyles = makeStyles(() => ({
  root: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
  },
  heading: pageTitle,
  intro: { ...reset, display: 'block', color: color.textMuted },
  form: { ...reset, display: 'flex', flexDirection: 'column', gap: space[4] },
  names: { ...reset, display: 'flex', flexWrap: 'wrap', gap: space[4], '& > *': { flex: '1 1 12rem' } },
  actions: { ...reset, display: 'flex' },
  outcome: { ...reset, display: 'block', outline: 'none' },
}));

const schema = contactSchema();

type Field = keyof ContactValues;

/**
 * Ask to be contacted about a product (spec §3 Contact form): only the contact number and the e-mail
 * format are checked, Submit says what is missing, and after success every field is disabled
 * and 'Your request was submitted successfully' shows. Posted without a token.
 */
export function ContactForm({ product, headingLevel = 2, onSubmitted, onFailed }: ContactFormProps) {
  const Heading = `h${headingLevel}` as 'h2';
  const classes = useClasses(contactFormStyles);
  const { user } = useSession();
  const contactMe = useContactMe();
  const form = useSchemaForm(schema, emptyContactValues);
  const headingId = useDomId();
  const idPrefix = useDomId();
  const successRef = useRef<HTMLDivElement>(null);
  const [failures, setFailures] = useState(0);
  const productName = parseProductName(product);
  const done = contactMe.status === 'success';
  const pending = contactMe.status === 'pending';

  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);

  const submit = async () => {
    if (done || pending) return;
    const valid = form.submit();
    if (!valid) return;
    const request: ContactRequest = {
      FirstName: valid.FirstName ?? '',
      LastName: valid.LastName ?? '',
      EmailAddress: valid.EmailAddress,
      ContactNo: valid.ContactNo,
      Message: valid.Message ?? '',
      clientID: analyticsClientId(),
      PartyID: user?.partyId ?? null,
      Product: productName ?? GENERIC_PRODUCT,
      RecipientDepartment: RECIPIENT_DEPARTMENT,
    };
    const outcome = await contactMe.start(request);
    if (outcome.status === 'success') onSubmitted?.(request);
    else {
      setFailures((count) => count + 1);
      onFailed?.(toFailure(outcome.error));
    }
  };

  const field = (name: Field) => ({
    ...form.control(name),
    id: `${idPrefix}-${name}`,
    label: CONTACT_FORM_TEXT.labels[name],
    // Spec §5: every field is described as required, though only the number and the e-mail's format are checked.
    required: true,
    disabled: done,
  });

  return (
    <div part="root" className={classes.root}>
      <Heading id={headingId} part="heading" className={classes.heading}>
        {productName ?? CONTACT_FORM_TEXT.heading}
      </Heading>
      <p part="intro" className={classes.intro}>
        {CONTACT_FORM_TEXT.intro}
      </p>
      <FormFrame
        formRef={form.formRef}
        aria-labelledby={headingId}
        className={classes.form}
        onSubmit={() => void submit()}
        attempt={form.attempts + failures}
        fieldErrors={form.errors}
        message={contactMe.error?.message}
        headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel}
      >
        <div className={classes.names}>
          <TextField {...field('FirstName')} maxLength={FIELD_MAX_LENGTH} autoComplete="given-name" />
          <TextField {...field('LastName')} maxLength={FIELD_MAX_LENGTH} autoComplete="family-name" />
        </div>
        <TextField
          {...field('EmailAddress')}
          maxLength={FIELD_MAX_LENGTH}
          type="email"
          autoComplete="email"
        />
        <TextField {...field('ContactNo')} maxLength={CONTACT_NUMBER_MAX} type="tel" autoComplete="tel" />
        <TextArea {...field('Message')} maxLength={MESSAGE_MAX_LENGTH} />
        <div className={classes.actions}>
          <Button
            type="submit"
            part="submit"
            // Spec §5 keeps Submit disabled until a number is typed; we never disable it for an answer
            // still to give (DESIGN.md §8a): pressing it says what is missing. Once sent it is done.
            disabled={done}
            busy={pending}
          >
            {CONTACT_FORM_TEXT.submit}
          </Button>
        </div>
      </FormFrame>
      {done && (
        <div ref={successRef} tabIndex={-1} part="outcome" className={classes.outcome}>
          <Alert variant="success">{CONTACT_FORM_TEXT.success}</Alert>
        </div>
      )}
    </div>
  );
}
