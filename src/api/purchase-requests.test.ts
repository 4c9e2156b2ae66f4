import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { securedInvestmentSchema, taxFreeSchema, unitTrustSchema } from '../../sandbox/routes/buy-schemas';
import { purchaseForm } from './purchase';
import {
  type PurchaseRequest,
  securedInvestmentPurchaseSchema,
  taxFreePurchaseSchema,
  unitTrustPurchaseSchema,
} from './purchase-requests';

const PARTY = '300145';

const shared = {
  IsDebit: true,
  CountryOfTaxResidenceID: 263,
  SourceOfFundsSelectedOption: 1,
  OtherSourceOfFunds: '',
  IsPIP: false,
  PurchaseMethod: 'Web Buy',
};

const securedInvestment = {
  ...shared,
  IsDebit: false,
  Amount: 20000,
  ProductDescription: 'Fixed',
  InterestPayoutPercentage: 0,
  IsGrowthOption: true,
} satisfies PurchaseRequest;

const taxFree = { ...shared, Amount: 0, RecurringAmount: 500 } satisfies PurchaseRequest;

const bank = {
  PartyBankDetailID: 1,
  AccountHolderName: 'T Mokoena',
  BankName: 'Capitec Bank',
  AccountNumber: '1234567789',
  BranchCode: '470010',
};

const unitTrust = {
  ...shared,
  FundChoices: [{ FundCode: 'FGBAL', FundName: 'FG Balanced Fund', LumpSumAmount: 5000, MonthlyAmount: 500 }],
  ConfirmedBankDetail: bank,
  Members: [{ ProductMemberID: 7, PartyID: PARTY, Firstname: 'Thandi', Surname: 'Mokoena' }],
} satisfies PurchaseRequest;

/** The form body as the sandbox's route reads it (hono's parseBody gives text values). */
const formOf = (request: PurchaseRequest) => Object.fromEntries(purchaseForm(request, PARTY));

describe('one schema per buy post, for the wizard and the sandbox', () => {
  it.each([
    ['secured investment', securedInvestment, securedInvestmentPurchaseSchema, securedInvestmentSchema],
    ['tax-free', taxFree, taxFreePurchaseSchema, taxFreeSchema],
    ['unit trust', unitTrust, unitTrustPurchaseSchema, unitTrustSchema],
  ] as const)(
    'a %s body the wizard builds is its schema, and the sandbox reads its form back as sent',
    (_, request, client, sandbox) => {
      expect(z.parse(client, { ...request, PartyID: PARTY })).toEqual({ ...request, PartyID: PARTY });
      const read = sandbox.safeParse(formOf(request));
      expect(read.error?.issues).toBeUndefined();
      // What the sandbox reads is the body the client's schema describes, field for field.
      expect(z.parse(client, read.data)).toEqual({ ...request, PartyID: PARTY });
    },
  );

  it('sends nested values as JSON and the rest as text', () => {
    const form = purchaseForm({ ...unitTrust, ConfirmedBankDetail: false }, PARTY);
    expect(form.get('FundChoices')).toBe(JSON.stringify(unitTrust.FundChoices));
    expect(form.get('Members')).toBe(JSON.stringify(unitTrust.Members));
    expect(form.get('ConfirmedBankDetail')).toBe('false');
    expect(form.get('IsPIP')).toBe('false');
    expect(form.get('PartyID')).toBe(PARTY);
  });

  it('refuses a field the schema does not name, on both sides', () => {
    const renamed = { ...securedInvestment, PartyID: PARTY, IsPip: false };
    expect(z.safeParse(securedInvestmentPurchaseSchema, renamed).success).toBe(false);
    expect(securedInvestmentSchema.safeParse({ ...formOf(securedInvestment), IsPip: 'false' }).success).toBe(
      false,
    );
  });
});
