import { z } from 'zod';
import { CONTACT_NUMBER_MAX, CONTACT_NUMBER_MESSAGE, isContactNumber } from '../../src/domain/contact-number';
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
  SHORT_TEXT_MAX,
  textField,
} from '../http/fields';

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

export const securedInvestmentSchema = z
  .object({
    ...purchaseBase,
    Amount: numberField.pipe(z.number().positive('Amount is required')),
    ProductDescription: z.string().trim().min(1).default('Fixed'),
    InterestPayoutPercentage: numberField.pipe(z.number().min(0).max(100)).default(0),
    IsGrowthOption: boolField.default(true),
  })
  .superRefine(checkOtherSource);

export const taxFreeSchema = z
  .object({ ...purchaseBase, Amount: amount.default(0), RecurringAmount: amount.default(0) })
  .superRefine(checkOtherSource)
  .refine((body) => body.Amount > 0 || body.RecurringAmount > 0, {
    message: 'Enter a lump sum or a monthly contribution',
    path: ['Amount'],
  });

const fundChoiceSchema = z
  .looseObject({
    FundCode: z
      .string()
      .refine((code) => unitTrustFunds.some((fund) => fund.FundCode === code), 'Unknown FundCode'),
    LumpSumAmount: amount.default(0),
    MonthlyAmount: amount.default(0),
  })
  .refine((choice) => choice.LumpSumAmount > 0 || choice.MonthlyAmount > 0, 'Each fund needs an amount');

export const unitTrustSchema = z
  .object({
    ...purchaseBase,
    FundChoices: jsonField(z.array(fundChoiceSchema).min(1, 'Please select at least one fund')),
    ConfirmedBankDetail: jsonField(z.union([boolField, z.looseObject({})])).nullish(),
    Members: jsonField(z.array(z.looseObject({}))).default([]),
  })
  .superRefine(checkOtherSource);

/** Contact form (spec §3); only the number and the e-mail format are checked (spec §5). */
/** Longest contact number kept: digits with spaces, a country code and an extension. */
export const contactMeSchema = z.object({
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
});
