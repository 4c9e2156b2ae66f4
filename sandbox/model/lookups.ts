export interface Country {
  CountryID: number;
  Description: string;
}

export interface LookupValue {
  LookupID: number;
  LookupValue: string;
  LookupDescription: string;
}

export interface Bank {
  BankID: number;
  BankName: string;
  UniversalBranchCode: string;
}

export interface BankBranch {
  BankBranchID: number;
  BankID: number;
  BranchName: string;
  BranchCode: string;
}

export interface ProductBankDetails {
  Bank: string;
  Branch: string;
  BranchCode: string;
  AccountNumber: string;
  Reference: string;
}

export interface ProductMember {
  ProductMemberID: number;
  PartyID: string;
  Title: string;
  Firstname: string;
  Surname: string;
  IdentityNumber: string;
  DateOfBirth: string;
  Gender: string;
  EmailAddress: string;
  CellPhone: string;
  Relationship: string;
}
