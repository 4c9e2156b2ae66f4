import type { FormEvent } from 'react';
import type * as z from 'zod/mini';
import type { SignUpContact } from '../../../src/api/parties';
import { REFERRAL_CODE_PLACEHOLDER } from '../../../src/domain/messages';
import { signUpStep2Schemas } from '../../../src/domain/sign-up-step-2-schema';
import { SELECT_COUNTRY_PLACEHOLDER } from '../../../src/domain/source-of-funds';
import { useSchemaForm } from '../../../src/react/use-form';
import { Alert, Button, RadioGroup, Select, TextField, useClasses } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import { emptyIdentity, type IdentityType, type IdentityValues, identityOf } from '../lead';
import { signUpStyles } from '../sign-up-styles';
import { useCountries } from '../use-countries';
import { useStepPost } from '../use-step-post';
import { ValidationAlerts } from '../validation-alerts';

const schemas = signUpStep2Schemas();
type IdentityData = z.output<typeof schemas.id> | z.output<typeof schemas.passport>;
const schemaFor = (values: IdentityValues): z.core.$ZodType<IdentityData> => schemas[values.identityType];

const identityOptions = [
  { value: 'id', label: 'South African ID number' },
  { value: 'passport', label: 'Passport' },
] as const;

const consentOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** Props of {@link IdentityStep}. */
export interface IdentityStepProps {
  initial: IdentityValues;
  /** The referral code the wizard started with: switching identity kind resets to it. */
  referralCode: string;
  contact: SignUpContact;
  onDone: (values: IdentityValues) => void;
  onBack: (values: IdentityValues) => void;
}

/**
 * Spec §5 Sign-up step 2: SA ID number (full check) or passport details (expiry after issue),
 * cellphone, marketing consent (nothing pre-selected) and an optional referral code.
 * Switching between ID number and passport resets the whole step.
 */
export function IdentityStep({ initial, referralCode, contact, onDone, onBack }: IdentityStepProps) {
  const classes = useClasses(signUpStyles);
  const id = useDomId();
  const form = useSchemaForm(schemaFor, initial);
  const step = useStepPost();
  const passport = form.values.identityType === 'passport';
  const countries = useCountries(passport);

  const switchIdentity = (identityType: IdentityType) => {
    if (identityType === form.values.identityType) return;
    form.reset(emptyIdentity(identityType, referralCode));
    step.clear();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.submit() || step.isPending) return;
    if (await step.post({ Step: 2, ...contact, ...identityOf(form.values) })) onDone(form.values);
  };

  const consent = form.values.AllowMarketingConsent;
  const countryHint = countries.isPending
    ? 'Loading countries…'
    : countries.isError
      ? 'The list of countries could not be loaded. Please try again later.'
      : undefined;

  return (
    <form ref={form.formRef} className={classes.form} noValidate onSubmit={submit} part="form">
      {step.error && <Alert variant="danger">{step.error.message}</Alert>}
      <ValidationAlerts entries={step.entries} onDismiss={step.dismiss} />
      <RadioGroup
        id={`${id}-identity-type`}
        legend="How would you like to identify yourself?"
        name="identityType"
        options={identityOptions}
        value={form.values.identityType}
        onChange={(value) => switchIdentity(value === 'passport' ? 'passport' : 'id')}
      />
      {passport ? (
        <>
          <TextField
            id={`${id}-passport-number`}
            label="Passport number"
            {...form.control('PassportNumber')}
            autoComplete="off"
            required
          />
          <Select
            id={`${id}-passport-country`}
            label="Passport country of issue"
            {...form.control('PassportCountryID')}
            required
            placeholder={SELECT_COUNTRY_PLACEHOLDER}
            options={(countries.data ?? []).map((country) => ({
              value: String(country.CountryID),
              label: country.Description,
            }))}
            hint={countryHint}
          />
          <TextField
            id={`${id}-passport-issue`}
            label="Passport issue date"
            {...form.control('PassportIssueDate')}
            type="date"
            required
          />
          <TextField
            id={`${id}-passport-expiry`}
            label="Passport expiry date"
            {...form.control('PassportExpiryDate')}
            type="date"
            required
          />
        </>
      ) : (
        <TextField
          id={`${id}-id-number`}
          label="ID number"
          {...form.control('IdNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          required
        />
      )}
      <TextField
        id={`${id}-cellphone`}
        label="Cellphone number"
        {...form.control('CellPhone')}
        type="tel"
        autoComplete="tel"
        required
      />
      <RadioGroup
        id={`${id}-consent`}
        legend="May we send you marketing information?"
        name="AllowMarketingConsent"
        required
        horizontal
        options={consentOptions}
        value={consent === undefined ? '' : consent ? 'yes' : 'no'}
        error={form.errors.AllowMarketingConsent}
        onChange={(value) => form.setValue('AllowMarketingConsent', value === 'yes')}
      />
      <TextField
        id={`${id}-referral`}
        label="Referral code (optional)"
        {...form.control('ReferralCode')}
        autoComplete="off"
        placeholder={REFERRAL_CODE_PLACEHOLDER}
      />
      <div className={classes.actions}>
        <Button variant="secondary" onClick={() => onBack(form.values)}>
          Back
        </Button>
        <Button type="submit" busy={step.isPending}>
          Next
        </Button>
      </div>
    </form>
  );
}
