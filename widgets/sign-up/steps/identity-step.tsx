import { SELECT_COUNTRY_PLACEHOLDER } from '../../../src/domain/source-of-funds';
import type { Wizard } from '../../../src/react/use-wizard';
import { RadioGroup, Select, TextField } from '../../../src/ui';
import { DateField } from '../../../src/ui/date-field';
import { useDomId } from '../../../src/ui/dom-id';
import { emptyIdentity, type IdentityType } from '../lead';
import { REFERRAL_CODE_PLACEHOLDER } from '../sign-up-schemas';
import type { SignUpDraft } from '../sign-up-wizard';
import { useCountries } from '../use-countries';

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
  wizard: Wizard<SignUpDraft>;
  /** The referral code the wizard started with: switching identity kind resets to it. */
  referralCode: string;
}

/**
 * Spec §5 Sign-up step 2: SA ID number (full check) or passport details (expiry after issue; the dates
 * as day, month and year fields, as every date the product asks for: DESIGN m12), cellphone, marketing
 * consent (nothing pre-selected) and an optional referral code.
 * Switching between ID number and passport resets the whole step.
 */
export function IdentityStep({ wizard, referralCode }: IdentityStepProps) {
  const id = useDomId();
  const passport = wizard.draft.identityType === 'passport';
  const countries = useCountries(passport);

  const switchIdentity = (identityType: IdentityType) => {
    if (identityType !== wizard.draft.identityType)
      wizard.resetStep(emptyIdentity(identityType, referralCode));
  };

  const consent = wizard.draft.AllowMarketingConsent;
  const countryHint =
    countries.status === 'pending'
      ? 'Loading countries…'
      : countries.status === 'error'
        ? 'The list of countries could not be loaded. Please try again later.'
        : undefined;

  return (
    <>
      <RadioGroup
        id={`${id}-identity-type`}
        legend="How would you like to identify yourself?"
        name="identityType"
        options={identityOptions}
        value={wizard.draft.identityType}
        onChange={(value) => switchIdentity(value === 'passport' ? 'passport' : 'id')}
      />
      {passport ? (
        <>
          <TextField
            id={`${id}-passport-number`}
            label="Passport number"
            {...wizard.control('PassportNumber')}
            autoComplete="off"
            required
          />
          <Select
            id={`${id}-passport-country`}
            label="Passport country of issue"
            {...wizard.control('PassportCountryID')}
            required
            placeholder={SELECT_COUNTRY_PLACEHOLDER}
            options={(countries.data ?? []).map((country) => ({
              value: String(country.CountryID),
              label: country.Description,
            }))}
            hint={countryHint}
          />
          <DateField
            id={`${id}-passport-issue`}
            label="Passport issue date"
            {...wizard.control('PassportIssueDate')}
            required
          />
          <DateField
            id={`${id}-passport-expiry`}
            label="Passport expiry date"
            {...wizard.control('PassportExpiryDate')}
            required
          />
        </>
      ) : (
        <TextField
          id={`${id}-id-number`}
          label="ID number"
          {...wizard.control('IdNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          required
        />
      )}
      <TextField
        id={`${id}-cellphone`}
        label="Cellphone number"
        {...wizard.control('CellPhone')}
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
        error={wizard.errors.AllowMarketingConsent}
        onChange={(value) => wizard.patch({ AllowMarketingConsent: value === 'yes' })}
      />
      <TextField
        id={`${id}-referral`}
        label="Referral code (optional)"
        {...wizard.control('ReferralCode')}
        autoComplete="off"
        placeholder={REFERRAL_CODE_PLACEHOLDER}
      />
    </>
  );
}
