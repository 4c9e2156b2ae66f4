import { z } from 'zod';
import type { bankDetailSchema as clientBankDetailSchema } from '../../src/api/bank-details';
import type { productMemberSchema as clientMemberSchema } from '../../src/api/product-member';
import type {
  fundChoiceSchema as clientFundChoiceSchema,
  securedInvestmentPurchaseSchema,
  taxFreePurchaseSchema,
  unitTrustPurchaseSchema,
} from '../../src/api/purchase-requests';
import type { contactMeBodySchema } from '../../src/api/request-bodies';
import { CONTACT_NUMBER_MAX, CONTACT_NUMBER_MESSAGE, isContactNumber } from '../../src/domain/contact-number';
import { CONTACT_RULE } from '../../src/domain/text-rules';
import { SOUTH_AFRICA_COUNTRY_ID } from '../fixtures/ids';
import { OTHER_SOURCE_OF_FUNDS_ID, sourceOfFunds } from '../fixtures/lookups';
import { unitTrustFunds } from '../fixtures/product-attributes';
import {
  boolField,
  emailField,
  intField,
  jsonField,
  LONG_TEXT_MAX,
  numberField,
  optionalText,
  partyIdField,
  type ReadingOf,
  SHORT_TEXT_MAX,
  strictBody,
  textField,
} from '../http/fields';

/** Longest bank account number or branch code kept. */
const BANK_NUMBER_MAX = 30;

const amount = numberField.pipe(z.number().min(0, 'Amounts cannot be negative'));

/** Fields every purchase carries (spec §3 purchases). */
const purchaseBase = {
  IsDebit: boolField,
  PartyID: partyIdField,
  CountryOfTaxResidenceID: intField.default(SOUTH_AFRICA_COUNTRY_ID),
  SourceOfFundsSelectedOption: intField.pipe(
    z
      .number()
      .refine(
        (id) => sourceOfFunds.some((source) => source.LookupID === id),
        'Please select a source of funds',
      ),
  ),
  OtherSourceOfFunds: optionalText,
  IsPIP: boolField,
  PurchaseMethod: z.string().trim().min(1).default('Web Buy'),
};

function checkOtherSource(
  body: { SourceOfFundsSelectedOption: number; OtherSourceOfFunds?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (body.SourceOfFundsSelectedOption === OTHER_SOURCE_OF_FUNDS_ID && !body.OtherSourceOfFunds) {
    ctx.addIssue({
      code: 'custom',
      path: ['OtherSourceOfFunds'],
      message: 'Please describe the other source of funds',
    });
  }
}

// Every purchase body is exactly the fields of its schema in src/api/purchase-requests.ts, the type the
// wizards build their body as: each reading below is keyed by that schema's fields (ReadingOf), so a
// field renamed there no longer compiles here. Each field is read from the form's text, with a type and
// a bound; an unknown field is refused by name.

export const securedInvestmentSchema = strictBody({
  ...purchaseBase,
  Amount: numberField.pipe(z.number().positive('Amount is required')),
  ProductDescription: z.string().trim().min(1).default('Fixed'),
  InterestPayoutPercentage: numberField.pipe(z.number().min(0).max(100)).default(0),
  IsGrowthOption: boolField.default(true),
} satisfies ReadingOf<typeof securedInvestmentPurchaseSchema>).superRefine(checkOtherSource);

export const taxFreeSchema = strictBody({
  ...purchaseBase,
  Amount: amount.default(0),
  RecurringAmount: amount.default(0),
} satisfies ReadingOf<typeof taxFreePurchaseSchema>)
  .superRefine(checkOtherSource)
  .refine((body) => body.Amount > 0 || body.RecurringAmount > 0, {
    message: 'Enter a lump sum or a monthly contribution',
    path: ['Amount'],
  });

/** One fund of a unit trust purchase, as the wizard sends it (widgets/buy-unit-trust/unit-trust.ts). */
const fundChoiceSchema = z
  .strictObject({
    FundCode: z
      .string()
      .refine((code) => unitTrustFunds.some((fund) => fund.FundCode === code), 'Unknown FundCode'),
    FundName: textField('FundName', SHORT_TEXT_MAX).nullish(),
    LumpSumAmount: amount.default(0),
    MonthlyAmount: amount.default(0),
  } satisfies ReadingOf<typeof clientFundChoiceSchema>)
  .refine((choice) => choice.LumpSumAmount > 0 || choice.MonthlyAmount > 0, 'Each fund needs an amount');

/**
 * The bank details a debit order is drawn on, as the wizard read them (src/api/buy.ts bankDetailSchema):
 * the route compares them with the ones on record.
 */
const confirmedBankDetailSchema = z.strictObject({
  PartyBankDetailID: intField.nullish(),
  AccountHolderName: textField('AccountHolderName', SHORT_TEXT_MAX).nullish(),
  BankName: textField('BankName', SHORT_TEXT_MAX).nullish(),
  AccountNumber: textField('AccountNumber', BANK_NUMBER_MAX).nullish(),
  BranchCode: textField('BranchCode', BANK_NUMBER_MAX).nullish(),
} satisfies ReadingOf<typeof clientBankDetailSchema>);

/** The product member, as WillChannel/productMember gave it to the wizard (src/api/product-member.ts productMemberSchema). */
const productMemberSchema = z.strictObject({
  ProductMemberID: intField.nullish(),
  PartyID: z.union([partyIdField, z.literal('')]).nullish(),
  Title: textField('Title', SHORT_TEXT_MAX).nullish(),
  Firstname: textField('Firstname', SHORT_TEXT_MAX).nullish(),
  Surname: textField('Surname', SHORT_TEXT_MAX).nullish(),
  IdentityNumber: textField('IdentityNumber', SHORT_TEXT_MAX).nullish(),
  DateOfBirth: textField('DateOfBirth', SHORT_TEXT_MAX).nullish(),
  Gender: textField('Gender', SHORT_TEXT_MAX).nullish(),
  EmailAddress: textField('EmailAddress', CONTACT_RULE.max).nullish(),
  CellPhone: textField('CellPhone', SHORT_TEXT_MAX).nullish(),
  Relationship: textField('Relationship', SHORT_TEXT_MAX).nullish(),
} satisfies ReadingOf<typeof clientMemberSchema>);

/** A purchase carries one member, the customer; a few more are refused by the route, not by size. */
const MEMBERS_MAX = 10;
/** A unit trust purchase has at most one choice per fund on offer. */
const FUND_CHOICES_MAX = 20;

export const unitTrustSchema = strictBody({
  ...purchaseBase,
  FundChoices: jsonField(
    z
      .array(fundChoiceSchema)
      .min(1, 'Please select at least one fund')
      .max(FUND_CHOICES_MAX, `FundChoices may hold at most ${FUND_CHOICES_MAX} funds`),
  ),
  ConfirmedBankDetail: jsonField(z.union([boolField, confirmedBankDetailSchema])).nullish(),
  Members: jsonField(
    z.array(productMemberSchema).max(MEMBERS_MAX, `Members may hold at most ${MEMBERS_MAX} members`),
  ).default([]),
} satisfies ReadingOf<typeof unitTrustPurchaseSchema>).superRefine(checkOtherSource);

/** Contact form (spec §3); only the number and the e-mail format are checked (spec §5). */
/** Longest contact number kept: digits with spaces, a country code and an extension. */
export const contactMeSchema = strictBody({
  // The widget's own rule (src/domain/contact-number): given, as people write numbers ('011 555 1234 ext 12').
  ContactNo: z
    .string({ error: CONTACT_NUMBER_MESSAGE })
    .trim()
    .min(1, CONTACT_NUMBER_MESSAGE)
    .max(CONTACT_NUMBER_MAX, `ContactNo may be at most ${CONTACT_NUMBER_MAX} characters`)
    .refine(isContactNumber, CONTACT_NUMBER_MESSAGE),
  EmailAddress: z.union([emailField, z.literal('')]).nullish(),
  FirstName: textField('FirstName', SHORT_TEXT_MAX).nullish(),
  LastName: textField('LastName', SHORT_TEXT_MAX).nullish(),
  Message: textField('Message', LONG_TEXT_MAX).nullish(),
  clientID: textField('clientID', SHORT_TEXT_MAX).nullish(),
  PartyID: z.union([partyIdField, z.literal('')]).nullish(),
  Product: textField('Product', SHORT_TEXT_MAX).nullish(),
  RecipientDepartment: textField('RecipientDepartment', SHORT_TEXT_MAX).nullish(),
} satisfies ReadingOf<typeof contactMeBodySchema>);
