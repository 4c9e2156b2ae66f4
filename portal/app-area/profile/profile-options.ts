// The profile pages' fixed choices; their tests are the pages' (personal-details-form, profile-page).

/** Sex choices of the personal details form: the value sent and the label shown. */
export const SEX_OPTIONS = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
] as const;

/** Contact field hidden from the contact details card. */
export const HIDDEN_CONTACT_FIELD_NAME = 'Expo Push';
