import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { personalDetails } from '../../sandbox/fixtures/profile';
import { revocationRequestSchema, tokenRequestSchema } from '../../sandbox/routes/auth';
import { bankDetailSchema } from '../../sandbox/routes/bank-details';
import { contactMeSchema } from '../../sandbox/routes/buy-schemas';
import { changeBodySchema } from '../../sandbox/routes/member-choice';
import { eventSchema, messageRequestSchema } from '../../sandbox/routes/parties';
import { partyTaxSchema } from '../../sandbox/routes/party-tax';
import { completeResetSchema, resetInitiationSchema } from '../../sandbox/routes/passwords';
import {
  identityNumberSchema,
  passwordChangeSchema,
  personalDetailsSchema,
  usernameChangeSchema,
} from '../../sandbox/routes/profile-schemas';
import { ratingSchema } from '../../sandbox/routes/rating';
import { registerSchema, signUpStepSchema } from '../../sandbox/routes/sign-up-schemas';
import * as bodies from './request-bodies';

const PARTY = '300145';
const thandi = personalDetails[0] ?? raise('no seeded personal details');
/** A new customer's sign-up answers after step 2. */
const lerato = {
  FirstName: 'Lerato',
  LastName: 'Nkosi',
  EmailAddress: 'lerato.n@example.co.za',
  AllowMarketingConsent: false,
  CellPhone: '0825550142',
  IdNumber: '9506150341086',
};

function raise(message: string): never {
  throw new Error(message);
}

// Each body as the portal builds it (its type is the schema's), and the sandbox's reading of that body.
const cases = [
  [
    'a rating',
    bodies.ratingBodySchema,
    ratingSchema,
    { OptionSelected: 9, Comment: 'Quick and clear', SystemIdentifier: 'EMAIL-2026-11', ResponseTypeID: 1 },
  ],
  [
    'a contact request',
    bodies.contactMeBodySchema,
    contactMeSchema,
    {
      ContactNo: '082 555 0142',
      EmailAddress: 'thandi@example.co.za',
      FirstName: 'Thandi',
      LastName: 'Mokoena',
      Message: 'Please call me about the tax-free account.',
      clientID: 'GA1.1.123',
      PartyID: null,
      Product: 'Tax-free Savings Account',
      RecipientDepartment: 'Sales',
    },
  ],
  [
    'a password reset',
    bodies.passwordResetInitiationBodySchema,
    resetInitiationSchema,
    { emailAddress: 'thandi@example.co.za', IsOtpReset: false, IsLinkReset: true, IsForgotPassword: true },
  ],
  [
    'a new password from a link',
    bodies.passwordResetCompletionBodySchema,
    completeResetSchema,
    {
      Username: 'thandi@example.co.za',
      ResetToken: 'abc',
      EmailAddressHash: 'def',
      NewPassword: 'Sandbox#2027',
    },
  ],
  [
    'a username change',
    bodies.usernameChangeBodySchema,
    usernameChangeSchema,
    { UserName: 'thandi.m@example.co.za', Password: 'Sandbox#2026' },
  ],
  [
    'a password change',
    bodies.passwordChangeBodySchema,
    passwordChangeSchema,
    { Password: 'Sandbox#2026', NewPassword: 'Sandbox#2027' },
  ],
  [
    'a help request',
    bodies.helpRequestBodySchema,
    messageRequestSchema,
    { Subject: 'My address', Message: 'I moved house.' },
  ],
  [
    'a tax number',
    bodies.taxNumberBodySchema,
    partyTaxSchema,
    { PartyID: PARTY, TaxReferenceNumber: '0001339050', CountryID: 263 },
  ],
  [
    'an ID number',
    bodies.identityNumberBodySchema,
    identityNumberSchema,
    { IdentityNumber: '8804120123085' },
  ],
  [
    'a login event',
    bodies.loginEventBodySchema,
    eventSchema,
    { PartyID: PARTY, Action: 'LoginAction', Channel: 'Web' },
  ],
  [
    'new bank details',
    bodies.newBankDetailBodySchema,
    bankDetailSchema,
    {
      AccountHolderName: 'T Mokoena',
      BankName: 'Capitec Bank',
      AccountNumber: '1452307789',
      BranchCode: '470010',
    },
  ],
  [
    'personal details',
    bodies.personalDetailsBodySchema,
    personalDetailsSchema(() => Date.parse('2026-11-29T00:00:00Z')),
    // Thandi's as the sandbox seeds them, the date by its date part as the form saves it.
    { ...thandi, DateOfBirth: thandi.DateOfBirth.slice(0, 10) },
  ],
  [
    'a member choice',
    bodies.memberChoiceBodySchema,
    changeBodySchema,
    {
      Description: 'Balanced Fund',
      Info: 'A mix of equities, bonds and cash.',
      FactSheetLink: 'http://localhost/cms/uploads/balanced-fund-fact-sheet.pdf',
      IsSelected: false,
      LastSelection: null,
      StatusTransitionID: 42,
    },
  ],
  [
    'sign-up step 1',
    bodies.signUpStepBodySchema,
    signUpStepSchema,
    { Step: 1, FirstName: 'Lerato', LastName: 'Nkosi', EmailAddress: 'lerato.n@example.co.za' },
  ],
  ['sign-up step 2', bodies.signUpStepBodySchema, signUpStepSchema, { Step: 2, ...lerato }],
  [
    'sign-up step 3',
    bodies.signUpStepBodySchema,
    signUpStepSchema,
    { Step: 3, EmailAddress: 'lerato.n@example.co.za', Password: 'Sandbox#2027' },
  ],
  ['a registration', bodies.registerBodySchema, registerSchema, { ...lerato, Password: 'Sandbox#2027' }],
] as const;

// The token service's forms: an OAuth endpoint takes parameters it does not know (RFC 6749 §3.1), so the
// sandbox reads them by the same fields but is not strict there.
const forms = [
  [
    'a sign-in',
    bodies.tokenBodySchema,
    tokenRequestSchema,
    {
      client_id: 'fg-portal',
      grant_type: 'password',
      username: 'thandi@example.co.za',
      password: 'Sandbox#2026',
    },
  ],
  [
    'a renewal',
    bodies.tokenBodySchema,
    tokenRequestSchema,
    {
      client_id: 'fg-portal',
      grant_type: 'refresh_token',
      username: 'thandi@example.co.za',
      refresh_token: 'r',
    },
  ],
  [
    'a revocation',
    bodies.revocationBodySchema,
    revocationRequestSchema,
    { token: 'r', token_type_hint: 'refresh_token', client_id: 'fg-portal' },
  ],
] as const;

describe('one schema per JSON body, for the portal and the sandbox', () => {
  it.each(forms)(
    '%s as the portal posts it is its schema, and the sandbox takes it',
    (_, client, sandbox, body) => {
      expect(z.parse(client, body)).toEqual(body);
      expect(sandbox.safeParse(body).error?.issues).toBeUndefined();
      expect(z.safeParse(client, { ...body, Renamed: 'x' }).success).toBe(false);
    },
  );

  it.each(cases)(
    '%s as the portal builds it is its schema, and the sandbox takes it',
    (_, client, sandbox, body) => {
      expect(z.parse(client, body)).toEqual(body);
      const read = sandbox.safeParse(body);
      expect(read.error?.issues).toBeUndefined();
    },
  );

  it.each(cases)(
    '%s with a field the schema does not name is refused on both sides',
    (_, client, sandbox, body) => {
      const renamed = { ...body, Renamed: 'x' };
      expect(z.safeParse(client, renamed).success).toBe(false);
      expect(sandbox.safeParse(renamed).success).toBe(false);
    },
  );
});
