/** What the sandbox keeps of the commands it receives, listed by GET /__sandbox/store/:collection. */

export type PurchaseProduct = 'SecuredInvestment' | 'TaxFreeInvestment' | 'UnitTrust';

export interface PurchaseRecord {
  PurchaseID: number;
  Reference: string;
  Product: PurchaseProduct;
  PartyID: string;
  Amount: number;
  RecurringAmount: number;
  IsDebit: boolean;
  Status: 'Received';
  CreatedDate: string;
  Request: unknown;
}

interface RatingRecord {
  UserResponseID: number;
  PartyID: string | null;
  OptionSelected: number;
  Comment: string;
  SystemIdentifier: string;
  ResponseTypeID: number;
  CreatedDate: string;
}

interface ContactRequestRecord {
  ContactRequestID: number;
  ContactNo: string;
  EmailAddress: string | null;
  FirstName: string | null;
  LastName: string | null;
  Message: string | null;
  Product: string | null;
  RecipientDepartment: string | null;
  PartyID: string | null;
  clientID: string | null;
  CreatedDate: string;
}

interface MemberChoiceChangeRecord {
  PartyID: string;
  ProductInstanceID: number;
  ProductInstanceMemberID: number;
  StatusTransitionID: number;
  Description: string;
  ChangedDate: string;
}

export interface UploadRecord {
  FileID: number;
  PartyID: string;
  Channel: 'Fica' | 'FileUpload';
  FileName: string;
  ContentType: string;
  Size: number;
  DocumentType: string;
  UploadedDate: string;
}

/** Events, help requests, reminders, document requirements, link actions and profile changes. */
interface ActivityRecord {
  ID: number;
  PartyID: string | null;
  Kind: string;
  Detail: unknown;
  CreatedDate: string;
}

export type LinkEmailKind = 'PasswordReset' | 'Activation';
export type NoticeEmailKind = 'PasswordChanged' | 'UsernameChanged';

/** Link e-mails (reset, activation) and notices of account changes, which carry no link. */
export interface EmailRecord {
  EmailID: number;
  Kind: LinkEmailKind | NoticeEmailKind;
  To: string;
  Subject: string;
  Body: string;
  /** Path and query of the link in the e-mail, e.g. `/reset-password?u=…&e=…&t=…`; null in a notice. */
  Link: string | null;
  /** The link on the origin that received the request; null in a notice. */
  Url: string | null;
  SentDate: string;
}

export interface Records {
  purchases: PurchaseRecord[];
  ratings: RatingRecord[];
  contactRequests: ContactRequestRecord[];
  memberChoiceChanges: MemberChoiceChangeRecord[];
  uploads: UploadRecord[];
  events: ActivityRecord[];
  messageRequests: ActivityRecord[];
  availabilityReminders: ActivityRecord[];
  documentRequirements: ActivityRecord[];
  profileUpdates: ActivityRecord[];
  linkActions: ActivityRecord[];
  signupSteps: ActivityRecord[];
}
