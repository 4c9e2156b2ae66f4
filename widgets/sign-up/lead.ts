import type { SignUpContact, SignUpIdentity } from '../../src/api/parties';
import { REFERRAL_CODE_PLACEHOLDER } from './sign-up-schemas';

/** How the visitor identifies: SA identity number or passport. */
export type IdentityType = 'id' | 'passport';

/** Step 1 as typed. */
export interface ContactValues extends Record<string, unknown> {
  FirstName: string;
  LastName: string;
  EmailAddress: string;
}

/** Step 2 as typed: every field of both identity kinds, so switching can reset them all. */
export interface IdentityValues extends Record<string, unknown> {
  identityType: IdentityType;
  IdNumber: string;
  PassportNumber: string;
  PassportCountryID: string;
  PassportIssueDate: string;
  PassportExpiryDate: string;
  CellPhone: string;
  /** Nothing is pre-selected (spec §5): undefined until Yes or No is chosen. */
  AllowMarketingConsent: boolean | undefined;
  ReferralCode: string;
}

export const emptyContact = (): ContactValues => ({ FirstName: '', LastName: '', EmailAddress: '' });

/** A fresh step 2 for an identity kind, with the referral code it started with. */
export const emptyIdentity = (identityType: IdentityType, referralCode: string): IdentityValues => ({
  identityType,
  IdNumber: '',
  PassportNumber: '',
  PassportCountryID: '',
  PassportIssueDate: '',
  PassportExpiryDate: '',
  CellPhone: '',
  AllowMarketingConsent: undefined,
  ReferralCode: referralCode,
});

export function contactOf(values: ContactValues): SignUpContact {
  return {
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    EmailAddress: values.EmailAddress.trim(),
  };
}

/** A referral code worth sending: not blank, not the placeholder. */
function referralCodeOf(value: string): string | undefined {
  const code = value.trim();
  return code === '' || code === REFERRAL_CODE_PLACEHOLDER ? undefined : code;
}

/** Step 2 in the lead's fields: only the chosen identity kind's fields are sent. */
export function identityOf(values: IdentityValues): SignUpIdentity {
  const common = {
    CellPhone: values.CellPhone.trim(),
    AllowMarketingConsent: values.AllowMarketingConsent === true,
    ReferralCode: referralCodeOf(values.ReferralCode),
  };
  if (values.identityType === 'id') return { ...common, IdNumber: values.IdNumber.trim() };
  return {
    ...common,
    PassportNumber: values.PassportNumber.trim(),
    PassportCountryID: Number(values.PassportCountryID),
    PassportIssueDate: values.PassportIssueDate,
    PassportExpiryDate: values.PassportExpiryDate,
  };
}
