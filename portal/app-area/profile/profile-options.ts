// The profile pages' fixed choices; their tests are the pages' (personal-details-form, profile-page).

/** Title choices of the personal details form, in the product's order; '' is the blank choice. */
export const TITLE_OPTIONS = [
  'Dr',
  'Mr',
  'Mrs',
  'Ms',
  'Rev',
  'Sister',
  'Sr',
  'To Be Advised',
  'Master',
  'Miss',
  'Prof',
  'Estate Late',
  'Judge',
  '',
] as const;

/** Sex choices of the personal details form: the value sent and the label shown. */
export const SEX_OPTIONS = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
] as const;

/** Contact field hidden from the contact details card. */
export const HIDDEN_CONTACT_FIELD_NAME = 'Expo Push';
