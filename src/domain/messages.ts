/**
 * Validation messages, copied exactly from the product spec (§5) so every form shows the same words.
 * Typos and punctuation are the product's own; do not "fix" them here.
 */

/** Login form (§5 Login). The e-mail message is shown for the username field. */
export const LOGIN_MESSAGES = {
  username: 'Please enter a valid email address',
  password: 'Please enter your password',
} as const;

/** Sign-up step 1: contact details. */
export const SIGN_UP_STEP_1_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  emailAddress: 'Please enter a valid email address',
} as const;

/** Sign-up step 2: identity, cellphone and marketing consent. */
export const SIGN_UP_STEP_2_MESSAGES = {
  idNumber: 'Please enter a valid ID number',
  passportNumber: 'Please enter a valid passport number',
  passportCountry: 'Please select passport country of issue',
  passportIssueDate: 'Please select passport issue date',
  passportExpiryDate: 'Please select passport expiry date',
  passportDates: 'Please check the appropriate dates. Expiry date cannot be before issue date',
  cellPhone: 'Please enter a valid cellphone number',
  marketingConsent: 'Please select an option for marketing consent',
} as const;

/** Placeholder of the optional referral code field on sign-up step 2. */
export const REFERRAL_CODE_PLACEHOLDER = '-----';

/** Sign-up step 3: password. */
export const SIGN_UP_STEP_3_MESSAGES = {
  password: 'Password must contain lower and uppercase letters, a number and minimum of 8 chars',
  confirmPassword: "The confirmation password must match the password you've entered",
} as const;

/** Reset (create) password page: strength meter feedback and mismatch. */
export const RESET_PASSWORD_MESSAGES = {
  weak: 'Your password is too weak. Please add a capital letter and a special character to strengthen it',
  fair: 'Your password looks fair, but you might want to strengthen it with more capital letters or special characters',
  strong: 'Your password is strong',
  mismatch: 'Your password does not match',
} as const;

/** Forgot password form. */
export const FORGOT_PASSWORD_MESSAGES = {
  emailAddress: 'Please enter a valid email address',
} as const;

/** Contact form: only the contact number and the e-mail format are checked. */
export const CONTACT_FORM_MESSAGES = {
  contactNumber: 'Please enter your contact number',
  emailAddress: 'Please enter a valid email address',
} as const;

/** Profile forms: account settings and personal details. */
export const PROFILE_MESSAGES = {
  newPassword: 'Password required min 8 characters',
  confirmPassword: 'Password must match',
  firstName: 'Your first name is required',
  surname: 'Your surname is required',
  identityNumber: 'Your Identity number is required',
  /** Exists in the product but is never triggered (§5 Profile). */
  invalidSaIdNumber: 'Not a valid SA ID Number',
  marketingConsent: 'Please select an option for marketing consent',
  usernameTaken: 'The username already exists.',
} as const;
