import { useState } from 'react';
import { useLocation } from 'wouter';
import { IDENTITY_NUMBER_REFUSALS } from '../../../src/api/identity-number';
import { personalDetailsQuery, savePersonalDetailsMutation } from '../../../src/api/profile';
import { IDENTITY_NUMBER_MAX_LENGTH } from '../../../src/domain/business-constants';
import { PERSON_TITLES } from '../../../src/domain/person-titles';
import { saIdNumberFacts } from '../../../src/domain/sa-id-number';
import { TEXT_MAX } from '../../../src/domain/text-rules';
import { useServerQuery } from '../../../src/react';
import { useEditForm } from '../../../src/react/use-edit-form';
import { Alert, Button, Checkbox, RadioGroup, Select, Spinner, TextField, useClasses } from '../../../src/ui';
import { DateField } from '../../../src/ui/date-field';
import { useDomId } from '../../../src/ui/dom-id';
import { FormFrame } from '../../../src/ui/form-frame';
import { SEX_OPTIONS } from './profile-options';
import {
  type PersonalDetailsValues,
  personalDetailsFormSchema,
  personalDetailsValues,
} from './profile-schemas';
import { profileStyles } from './profile-styles';
import { PROFILE_TEXT } from './profile-text';

const BLANK: PersonalDetailsValues = {
  Title: '',
  Firstname: '',
  Surname: '',
  IdentityNumber: '',
  NonSaCitizen: false,
  Gender: '',
  DateOfBirth: '',
  AllowMarketingConsent: '',
};

/**
 * Spec §5 profile, personal details: title, names, identity number, citizenship, sex, date of birth and
 * marketing consent. Save is offered only when something changed and every rule holds; a saved change
 * returns to My Profile with a banner.
 */
export function PersonalDetailsForm() {
  const classes = useClasses(profileStyles);
  const id = useDomId();
  const [, navigate] = useLocation();
  const [failures, setFailures] = useState(0);
  const query = personalDetailsQuery();
  // The number as saved: the save says whether it changed (a changed SA ID number then also goes through
  // validateidentitynumberfull and identitynumberautoupdate: savePersonalDetailsMutation).
  const serverIdentityNumber = useServerQuery(query).data?.IdentityNumber ?? '';
  const form = useEditForm({
    query,
    toValues: personalDetailsValues,
    blank: BLANK,
    schema: () => personalDetailsFormSchema(serverIdentityNumber),
    mutation: savePersonalDetailsMutation(),
    // The API's refusal of a changed ID number shows beside it.
    saveErrors: (error) =>
      Object.values(IDENTITY_NUMBER_REFUSALS).some((refusal) => refusal === error.message)
        ? { fields: { IdentityNumber: error.message } }
        : { message: error.message },
  });

  if (form.loaded.status === 'error') return <Alert variant="danger">{PROFILE_TEXT.loadError}</Alert>;
  if (form.loaded.status === 'pending') return <Spinner label="Loading your personal details" showLabel />;

  // A changed South African ID number holds the date of birth and sex: they are filled in from it,
  // shown here and set by the API (identitynumberautoupdate) as the number is saved.
  const fromIdNumber =
    !form.values.NonSaCitizen && form.values.IdentityNumber.trim() !== serverIdentityNumber
      ? saIdNumberFacts(form.values.IdentityNumber.trim())
      : null;
  const identityControl = form.control('IdentityNumber');
  const changeIdentityNumber = (value: string) => {
    form.setValue('IdentityNumber', value);
    const facts = form.values.NonSaCitizen ? null : saIdNumberFacts(value.trim());
    if (facts) {
      form.setValue('DateOfBirth', facts.dateOfBirth);
      form.setValue('Gender', facts.sex);
    }
  };
  const fromIdHint = fromIdNumber ? 'Taken from your ID number.' : undefined;

  const save = async () => {
    const outcome = await form.save();
    if (outcome?.status === 'success') navigate('/app/profile?saved=personal');
    else if (outcome?.status === 'error') setFailures((count) => count + 1);
  };
  return (
    <FormFrame
      formRef={form.formRef}
      className={classes.form}
      aria-labelledby={`${id}-heading`}
      onSubmit={() => {
        void save();
      }}
      attempt={form.attempts + failures}
      fieldErrors={form.errors}
      message={form.saveError}
      intro={
        <h2 id={`${id}-heading`} className={classes.groupHeading}>
          Edit Personal Details
        </h2>
      }
    >
      <Select
        id={`${id}-title`}
        label="Title"
        options={PERSON_TITLES.map((title) => ({ value: title, label: title || '(none)' }))}
        {...form.control('Title')}
      />
      <TextField
        id={`${id}-first`}
        label="First name"
        autoComplete="given-name"
        maxLength={TEXT_MAX.name}
        required
        {...form.control('Firstname')}
      />
      <TextField
        id={`${id}-surname`}
        label="Surname"
        autoComplete="family-name"
        maxLength={TEXT_MAX.name}
        required
        {...form.control('Surname')}
      />
      <Checkbox
        id={`${id}-non-sa`}
        name="NonSaCitizen"
        label="I am not a South African citizen"
        hint="Then enter your passport number as your identity number."
        checked={form.values.NonSaCitizen}
        onChange={(event) => form.setValue('NonSaCitizen', event.target.checked)}
      />
      <TextField
        id={`${id}-identity`}
        label={form.values.NonSaCitizen ? 'Passport number' : 'Identity number'}
        hint={form.values.NonSaCitizen ? undefined : 'Your 13-digit South African ID number'}
        maxLength={IDENTITY_NUMBER_MAX_LENGTH}
        autoComplete="off"
        inputMode={form.values.NonSaCitizen ? 'text' : 'numeric'}
        required
        {...identityControl}
        onChange={(event) => changeIdentityNumber(event.target.value)}
      />
      <RadioGroup
        id={`${id}-sex`}
        name="Gender"
        legend="Sex"
        hint={fromIdHint}
        options={SEX_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        value={form.values.Gender}
        onChange={(value) => form.setValue('Gender', value)}
        error={form.errors.Gender}
        horizontal
        required
      />
      <DateField
        id={`${id}-birth`}
        label="Date of birth"
        hint={fromIdHint ?? 'For example, 12 4 1988'}
        autoComplete="bday"
        required
        {...form.control('DateOfBirth')}
      />
      <RadioGroup
        id={`${id}-marketing`}
        name="AllowMarketingConsent"
        legend="May we send you news and offers?"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={form.values.AllowMarketingConsent}
        onChange={(value) => form.setValue('AllowMarketingConsent', value)}
        error={form.errors.AllowMarketingConsent}
        horizontal
        required
      />
      <div className={classes.actions}>
        <Button type="submit" disabled={!form.canSave} busy={form.saving}>
          Save
        </Button>
        <Button variant="secondary" onClick={form.discard} disabled={!form.dirty || form.saving}>
          Discard changes
        </Button>
      </div>
      {!form.dirty && <p className={classes.muted}>Change something to save it.</p>}
    </FormFrame>
  );
}
