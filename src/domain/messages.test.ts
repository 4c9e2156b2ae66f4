import { describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
  LOGIN_MESSAGES,
  PROFILE_MESSAGES,
  REFERRAL_CODE_PLACEHOLDER,
  RESET_PASSWORD_MESSAGES,
  SIGN_UP_STEP_1_MESSAGES,
  SIGN_UP_STEP_2_MESSAGES,
  SIGN_UP_STEP_3_MESSAGES,
} from './messages';

// Spelled out in full so that any drift from the spec's wording fails here.
describe('spec §5 messages', () => {
  it('login', () => {
    expect(LOGIN_MESSAGES).toEqual({
      username: 'Please enter a valid email address',
      password: 'Please enter your password',
    });
  });

  it('sign-up', () => {
    expect(SIGN_UP_STEP_1_MESSAGES).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      emailAddress: 'Please enter a valid email address',
    });
    expect(SIGN_UP_STEP_2_MESSAGES).toEqual({
      idNumber: 'Please enter a valid ID number',
      passportNumber: 'Please enter a valid passport number',
      passportCountry: 'Please select passport country of issue',
      passportIssueDate: 'Please select passport issue date',
      passportExpiryDate: 'Please select passport expiry date',
      passportDates: 'Please check the appropriate dates. Expiry date cannot be before issue date',
      cellPhone: 'Please enter a valid cellphone number',
      marketingConsent: 'Please select an option for marketing consent',
    });
    expect(REFERRAL_CODE_PLACEHOLDER).toBe('-----');
    expect(SIGN_UP_STEP_3_MESSAGES).toEqual({
      password: 'Password must contain lower and uppercase letters, a number and minimum of 8 chars',
      confirmPassword: "The confirmation password must match the password you've entered",
    });
  });

  it('reset and forgot password', () => {
    expect(RESET_PASSWORD_MESSAGES).toEqual({
      weak: 'Your password is too weak. Please add a capital letter and a special character to strengthen it',
      fair: 'Your password looks fair, but you might want to strengthen it with more capital letters or special characters',
      strong: 'Your password is strong',
      mismatch: 'Your password does not match',
    });
    expect(FORGOT_PASSWORD_MESSAGES).toEqual({ emailAddress: 'Please enter a valid email address' });
  });

  it('contact form', () => {
    expect(CONTACT_FORM_MESSAGES).toEqual({
      contactNumber: 'Please enter your contact number',
      emailAddress: 'Please enter a valid email address',
    });
  });

  it('profile', () => {
    expect(PROFILE_MESSAGES).toEqual({
      newPassword: 'Password required min 8 characters',
      confirmPassword: 'Password must match',
      firstName: 'Your first name is required',
      surname: 'Your surname is required',
      identityNumber: 'Your Identity number is required',
      invalidSaIdNumber: 'Not a valid SA ID Number',
      marketingConsent: 'Please select an option for marketing consent',
      usernameTaken: 'The username already exists.',
    });
  });
});
