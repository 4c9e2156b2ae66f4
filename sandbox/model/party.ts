import type { PartyRole, UserRole } from '../auth/claims';

/** A login and what its token says about the user. Internal: never sent as is. */
export interface Account {
  partyId: string;
  username: string;
  password: string;
  emailAddress: string;
  fullName: string;
  shortName: string;
  clientName: string;
  role: UserRole;
  partyRoles: PartyRole[];
  loginCount: number;
  lastLoginDate: string | null;
  isActivated: boolean;
  referralCode: string;
  cellPhone: string;
}

/** Empty when unknown, as for a passport holder who has not completed the profile. */
type Gender = 'F' | 'M' | '';

export interface PersonalDetails {
  PartyID: string;
  Title: string;
  Firstname: string;
  Surname: string;
  IdentityNumber: string;
  IsIdentitySA: boolean;
  Gender: Gender;
  DateOfBirth: string;
  AllowMarketingConsent: boolean;
}

export interface ContactField {
  ContactFieldNameID: number;
  ContactFieldName: string;
}

export interface ContactDetail extends ContactField {
  FieldData: string;
}

export interface BankDetail {
  PartyBankDetailID: number;
  PartyID: string;
  AccountHolderName: string;
  BankName: string;
  AccountNumber: string;
  BranchCode: string;
  AccountType: string;
  IsVerified: boolean;
  CreatedDate: string;
}

export interface DocumentVerification {
  DocumentVerificationID: number;
  PartyID: string;
  DocumentType: string;
  FileName: string;
  Status: 'Verified' | 'Pending' | 'Rejected';
  UploadedDate: string;
}

export interface PartyTax {
  PartyTaxID: number;
  PartyID: string;
  TaxReferenceNumber: string;
  CountryID: number;
  CreatedDate: string;
}
