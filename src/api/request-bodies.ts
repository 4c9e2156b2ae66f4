import * as z from 'zod/mini';

// The JSON bodies the portal sends (spec §3, §7), one schema per endpoint: the client's body types are
// these schemas' types, the sandbox's readings are keyed by their fields (sandbox/http/fields.ts
// ReadingOf), and the OpenAPI document describes the bodies from them. A field renamed here no longer
// compiles on either side. The purchases' form bodies are in purchase-requests.ts; widgets import
// this module for its types only.

/** POST /v4/api/UserResponse: a service rating (spec §3 Rating). */
export const ratingBodySchema = z.strictObject({
  /** The score, 1 to 10. */
  OptionSelected: z.number(),
  Comment: z.string(),
  /** Where the rating came from: the page's `ref`, or a placeholder. */
  SystemIdentifier: z.string(),
  /** Always 1, a service rating. */
  ResponseTypeID: z.literal(1),
});

/** POST /v3/api/SignUp/ContactMe: a contact request (spec §3 Contact form). */
export const contactMeBodySchema = z.strictObject({
  ContactNo: z.string(),
  EmailAddress: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Message: z.string(),
  /** Analytics client id of the browser session. */
  clientID: z.string(),
  /** The signed-in user's party, or null for a visitor. */
  PartyID: z.nullable(z.string()),
  /** The product the visitor asks about. */
  Product: z.string(),
  /** The department that should answer. */
  RecipientDepartment: z.string(),
});

/** POST /v5/api/Auth/InitiatePasswordReset and ActivateByEmail (spec §3 Password reset initiation). */
export const passwordResetInitiationBodySchema = z.strictObject({
  emailAddress: z.string(),
  IsOtpReset: z.literal(false),
  IsLinkReset: z.literal(true),
  IsForgotPassword: z.boolean(),
});

/** POST /v5/api/Auth/CompletePasswordReset: the decoded link plus the new password (spec §3). */
export const passwordResetCompletionBodySchema = z.strictObject({
  Username: z.string(),
  ResetToken: z.string(),
  EmailAddressHash: z.string(),
  NewPassword: z.string(),
});

/** PUT /v3/api/Profile/{partyId}/profile/username: the new username, confirmed with the current password. */
export const usernameChangeBodySchema = z.strictObject({
  UserName: z.string(),
  Password: z.string(),
});

/** PUT /v3/api/Profile/{partyId}/profile/password: the current password and the new one. */
export const passwordChangeBodySchema = z.strictObject({
  Password: z.string(),
  NewPassword: z.string(),
});

/** POST /v4/api/parties/{partyId}/messagerequests?action=Help: what the customer asks. */
export const helpRequestBodySchema = z.strictObject({
  Subject: z.string(),
  Message: z.string(),
});

/** POST /V5/api/PartyTax: the tax reference number (South Africa, country 263). */
export const taxNumberBodySchema = z.strictObject({
  PartyID: z.string(),
  TaxReferenceNumber: z.string(),
  CountryID: z.number(),
});

/** PUT /v4/api/parties/{partyId}/identitynumberautoupdate */
export const identityNumberBodySchema = z.strictObject({ IdentityNumber: z.string() });

/** POST /v4/api/events/{partyId}?action=LoginAction */
export const loginEventBodySchema = z.strictObject({
  PartyID: z.string(),
  Action: z.literal('LoginAction'),
  Channel: z.literal('Web'),
});

/** POST /V5/api/parties/{partyId}/PartyBankDetails: bank details as the customer enters them. */
export const newBankDetailBodySchema = z.strictObject({
  AccountHolderName: z.string(),
  BankName: z.string(),
  AccountNumber: z.string(),
  BranchCode: z.string(),
});

/** PUT /v3/api/Parties/{partyId}: personal details as the profile saves them (spec §3). */
export const personalDetailsBodySchema = z.strictObject({
  PartyID: z.string(),
  Title: z.string(),
  Firstname: z.string(),
  Surname: z.string(),
  IdentityNumber: z.string(),
  IsIdentitySA: z.boolean(),
  Gender: z.string(),
  /** `YYYY-MM-DD`. */
  DateOfBirth: z.string(),
  AllowMarketingConsent: z.boolean(),
});

/** POST /v4/api/retirementinvestments/{id}/member/{memberId}/{statusTransitionId}: the option chosen, as read. */
export const memberChoiceBodySchema = z.strictObject({
  Description: z.string(),
  Info: z.string(),
  FactSheetLink: z.string(),
  IsSelected: z.boolean(),
  LastSelection: z.nullable(z.string()),
  StatusTransitionID: z.number(),
});

/** Sign-up step 1 (spec §3 Sign-up lead): who the customer is. */
const signUpContact = {
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
};

/** Sign-up step 2: an SA identity number or a passport, never both. */
const signUpIdentity = {
  ReferralCode: z.optional(z.string()),
  AllowMarketingConsent: z.boolean(),
  CellPhone: z.string(),
  IdNumber: z.optional(z.string()),
  PassportNumber: z.optional(z.string()),
  PassportCountryID: z.optional(z.number()),
  PassportIssueDate: z.optional(z.string()),
  PassportExpiryDate: z.optional(z.string()),
};

/** What a later step carries of the earlier ones: the lead so far, each answer optional. */
const contactSoFar = z.partial(z.object(signUpContact)).shape;
const identitySoFar = z.partial(z.object(signUpIdentity)).shape;

/** POST /v4/api/parties/signup, one step at a time, each with the lead's answers so far. */
export const signUpStep1BodySchema = z.strictObject({ Step: z.literal(1), ...signUpContact });
export const signUpStep2BodySchema = z.strictObject({
  Step: z.literal(2),
  ...contactSoFar,
  ...signUpIdentity,
});
export const signUpStep3BodySchema = z.strictObject({
  Step: z.literal(3),
  ...contactSoFar,
  ...identitySoFar,
  Password: z.string(),
});
export const signUpStepBodySchema = z.union([
  signUpStep1BodySchema,
  signUpStep2BodySchema,
  signUpStep3BodySchema,
]);

/** POST /v4/api/parties/register: the whole lead. */
export const registerBodySchema = z.strictObject({
  ...signUpContact,
  ...signUpIdentity,
  Password: z.string(),
});

/** POST {auth}/connect/token, form-encoded (spec §7 Authentication): a sign-in. */
export const passwordGrantBodySchema = z.strictObject({
  client_id: z.string(),
  grant_type: z.literal('password'),
  username: z.string(),
  password: z.string(),
});

/** The same endpoint: new tokens for the refresh token. */
export const refreshGrantBodySchema = z.strictObject({
  client_id: z.string(),
  grant_type: z.literal('refresh_token'),
  username: z.string(),
  refresh_token: z.string(),
});
export const tokenBodySchema = z.union([passwordGrantBodySchema, refreshGrantBodySchema]);

/** POST {auth}/connect/revocation, form-encoded (RFC 7009): the refresh token, on logout. */
export const revocationBodySchema = z.strictObject({
  token: z.string(),
  token_type_hint: z.literal('refresh_token'),
  client_id: z.string(),
});

export type RatingBody = z.output<typeof ratingBodySchema>;
export type ContactMeBody = z.output<typeof contactMeBodySchema>;
export type PasswordResetInitiationBody = z.output<typeof passwordResetInitiationBodySchema>;
export type PasswordResetCompletionBody = z.output<typeof passwordResetCompletionBodySchema>;
export type UsernameChangeBody = z.output<typeof usernameChangeBodySchema>;
export type PasswordChangeBody = z.output<typeof passwordChangeBodySchema>;
export type HelpRequestBody = z.output<typeof helpRequestBodySchema>;
export type TaxNumberBody = z.output<typeof taxNumberBodySchema>;
export type IdentityNumberBody = z.output<typeof identityNumberBodySchema>;
export type LoginEventBody = z.output<typeof loginEventBodySchema>;
export type NewBankDetailBody = z.output<typeof newBankDetailBodySchema>;
export type PersonalDetailsBody = z.output<typeof personalDetailsBodySchema>;
export type MemberChoiceBody = z.output<typeof memberChoiceBodySchema>;
export type SignUpContactBody = z.output<z.ZodMiniObject<typeof signUpContact>>;
export type SignUpIdentityBody = z.output<z.ZodMiniObject<typeof signUpIdentity>>;
export type SignUpStepBody = z.output<typeof signUpStepBodySchema>;
export type RegisterBody = z.output<typeof registerBodySchema>;
export type TokenBody = z.output<typeof tokenBodySchema>;
export type RevocationBody = z.output<typeof revocationBodySchema>;
