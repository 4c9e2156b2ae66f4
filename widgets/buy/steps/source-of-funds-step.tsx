import { countriesQuery } from '../../../src/api/lookups';
import { SELECT_COUNTRY_PLACEHOLDER } from '../../../src/domain/source-of-funds';
import { useServerQuery } from '../../../src/react/server-query';
import { RadioGroup, Select, TextField } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import type { SharedStepProps } from '../buy-step-props';

/** The FIC Act's terms since its amendment of 31 December 2022 (the answer still posts as IsPIP). */
export const PIP_QUESTION =
  'Are you a domestic politically exposed person, a foreign politically exposed person or a prominent influential person, or a family member or known close associate of one?';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Spec SourceOfFundsDetailPage (shared): where the money comes from, tax residence and the PIP question. */
export function SourceOfFundsStep({ wizard, context }: SharedStepProps) {
  const id = useDomId();
  const countries = useServerQuery(countriesQuery());
  const other = context.sources.find((source) => source.LookupValue === 'Other');
  const countryOptions = (countries.data ?? []).map((country) => ({
    value: String(country.CountryID),
    label: country.Description,
  }));
  return (
    <>
      <RadioGroup
        id={`${id}-source`}
        name="sourceOfFunds"
        legend="Where does the money come from?"
        options={context.sources.map((source) => ({
          value: String(source.LookupID),
          label: source.LookupValue,
        }))}
        value={wizard.draft.sourceOfFunds}
        onChange={(value) => wizard.form.setValue('sourceOfFunds', value)}
        error={wizard.errors.sourceOfFunds}
        required
      />
      {other && wizard.draft.sourceOfFunds === String(other.LookupID) && (
        <TextField
          id={`${id}-other`}
          label="Describe the source of the money"
          {...wizard.control('otherSourceOfFunds')}
          maxLength={200}
          required
        />
      )}
      <Select
        id={`${id}-country`}
        label="Country of tax residence"
        placeholder={SELECT_COUNTRY_PLACEHOLDER}
        options={countryOptions}
        hint={countries.status === 'error' ? 'The list of countries could not be loaded.' : undefined}
        {...wizard.control('countryOfTaxResidence')}
        required
      />
      <RadioGroup
        id={`${id}-pip`}
        name="isPip"
        legend={PIP_QUESTION}
        hint="The Financial Intelligence Centre Act asks us this of everyone who invests."
        options={YES_NO}
        value={wizard.draft.isPip}
        onChange={(value) => wizard.form.setValue('isPip', value)}
        error={wizard.errors.isPip}
        horizontal
        required
      />
    </>
  );
}
