import { useState } from 'react';
import * as z from 'zod/mini';
import { saveTaxNumberMutation, taxNumberQuery } from '../../../src/api/documents';
import { satisfying } from '../../../src/domain/form-fields';
import { normaliseTaxReference, taxReferenceProblem } from '../../../src/domain/tax-reference';
import { useEditForm } from '../../../src/react/use-edit-form';
import { Alert, Button, Spinner, TextField, useClasses } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import { FormFrame } from '../../../src/ui/form-frame';
import { profileStyles } from './profile-styles';
import { PROFILE_TEXT } from './profile-text';

/**
 * The form's rule: the SARS reference (10 digits, first 0, 1, 2, 3 or 9, check digit), saved without
 * spaces. Built per value, so a wrong number says its own problem (length and first digit, or check digit).
 */
function taxNumberSchema(values: { TaxReferenceNumber: string }) {
  const problem = taxReferenceProblem(values.TaxReferenceNumber) ?? '';
  return z.pipe(
    z.object({ TaxReferenceNumber: satisfying((text) => taxReferenceProblem(text) === undefined, problem) }),
    z.transform((answers) => normaliseTaxReference(answers.TaxReferenceNumber)),
  );
}

/** Capture and show the SARS income tax reference number (spec §7 PartyTax). */
export function TaxNumberSection() {
  const classes = useClasses(profileStyles);
  const id = useDomId();
  const [failures, setFailures] = useState(0);
  const [saved, setSaved] = useState(false);
  const form = useEditForm({
    query: taxNumberQuery(),
    toValues: (number) => ({ TaxReferenceNumber: number ?? '' }),
    blank: { TaxReferenceNumber: '' },
    schema: taxNumberSchema,
    mutation: saveTaxNumberMutation(),
  });
  if (form.loaded.status === 'error') return <Alert variant="danger">{PROFILE_TEXT.loadError}</Alert>;
  if (form.loaded.status === 'pending') return <Spinner label="Loading your tax number" showLabel />;
  return (
    <FormFrame
      formRef={form.formRef}
      className={classes.form}
      aria-labelledby={`${id}-heading`}
      onSubmit={async () => {
        setSaved(false);
        const outcome = await form.save();
        if (outcome?.status === 'success') setSaved(true);
        else if (outcome?.status === 'error') setFailures((count) => count + 1);
      }}
      attempt={form.attempts + failures}
      fieldErrors={form.errors}
      message={form.saveError}
      intro={
        <>
          <h2 id={`${id}-heading`} className={classes.groupHeading}>
            Tax number
          </h2>
          <p className={classes.text}>
            Your SARS income tax reference number lets us report your investment income to SARS correctly.
          </p>
        </>
      }
    >
      {saved && !form.dirty && <Alert variant="success">Your tax number has been saved.</Alert>}
      <TextField
        id={`${id}-number`}
        label="Income tax reference number"
        hint="10 digits, as on your SARS notice of assessment"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        {...form.control('TaxReferenceNumber')}
      />
      <div className={classes.actions}>
        <Button type="submit" disabled={!form.canSave} busy={form.saving}>
          Save tax number
        </Button>
      </div>
    </FormFrame>
  );
}
