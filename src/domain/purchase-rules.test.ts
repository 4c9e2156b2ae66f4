import { describe, expect, it } from 'vitest';
import { nbsp } from '../test/nbsp';
import type { ProductAttribute } from './product-attributes';
import { canPurchase } from './purchase-availability';
import {
  maximumPurchase,
  type PurchaseFacts,
  securedInvestmentRefusals,
  taxFreeRefusals,
  unitTrustRefusals,
} from './purchase-rules';

const attributes = (values: Record<string, string>): ProductAttribute[] =>
  Object.entries({
    CanPurchase: '1',
    MinimumInvestmentAmount: '5000',
    MinimumLumpSumInvestmentAmount: '5000',
    MinimumMonthlyContributionInvestmentAmount: '500',
    ...values,
  }).map(([Key, Value]) => ({ Key, Value }));

const facts = (values: Record<string, string> = {}, more: Partial<PurchaseFacts> = {}): PurchaseFacts => ({
  attributes: attributes(values),
  today: new Date(2026, 10, 25),
  hasBankDetails: true,
  countryIds: [263, 35],
  ...more,
});

const secured = {
  amount: 20_000,
  isDebit: false,
  countryOfTaxResidenceId: 263,
  interestPayoutPercentage: 0,
  isGrowthOption: true,
};
const fields = (refusals: { field: string }[]) => refusals.map((refusal) => refusal.field);

describe('shared rules', () => {
  it('sells online only while CanPurchase is 1, with the DisabledButtonText as the reason', () => {
    expect(canPurchase(attributes({}))).toBe(true);
    expect(canPurchase(attributes({ CanPurchase: '0' }))).toBe(false);
    expect(
      securedInvestmentRefusals(secured, facts({ CanPurchase: '0', DisabledButtonText: 'Call us to buy' })),
    ).toEqual([{ field: 'CanPurchase', message: 'Call us to buy' }]);
  });

  it('takes the country from the lookup only', () => {
    expect(
      fields(securedInvestmentRefusals({ ...secured, countryOfTaxResidenceId: 999_999 }, facts())),
    ).toEqual(['CountryOfTaxResidenceID']);
  });

  it('needs bank details on record for a debit order', () => {
    expect(
      securedInvestmentRefusals({ ...secured, isDebit: true }, facts({}, { hasBankDetails: false })),
    ).toEqual([
      { field: 'IsDebit', message: 'A debit order needs your bank details: please add them first' },
    ]);
    expect(securedInvestmentRefusals({ ...secured, isDebit: true }, facts())).toEqual([]);
  });

  it('bounds a purchase by MaximumInvestmentAmount, else R100 000 000', () => {
    expect(maximumPurchase(attributes({}))).toBe(100_000_000);
    expect(maximumPurchase(attributes({ MaximumInvestmentAmount: '50000000' }))).toBe(50_000_000);
    expect(
      securedInvestmentRefusals(
        { ...secured, amount: 50_000_000.01 },
        facts({ MaximumInvestmentAmount: '50000000' }),
      ),
    ).toEqual([
      { field: 'Amount', message: nbsp('The most you can invest online in one purchase is R50 000 000.00') },
    ]);
  });
});

describe('secured investment', () => {
  it('holds the amount to the minimum, in rand', () => {
    expect(securedInvestmentRefusals({ ...secured, amount: 4999.99 }, facts())).toEqual([
      { field: 'Amount', message: nbsp('The minimum investment is R5 000.00') },
    ]);
  });

  it('needs Growth with no interest paid out and Income with all of it', () => {
    expect(
      securedInvestmentRefusals(
        { ...secured, isGrowthOption: false, interestPayoutPercentage: 100 },
        facts(),
      ),
    ).toEqual([]);
    expect(fields(securedInvestmentRefusals({ ...secured, interestPayoutPercentage: 100 }, facts()))).toEqual(
      ['IsGrowthOption'],
    );
  });
});

describe('tax-free', () => {
  // 25 November 2026: R46 000 this tax year, and 3 debits left (December to February).
  const taxFree = { lumpSum: 0, monthly: 0, isDebit: false, countryOfTaxResidenceId: 263 };
  const within = (lumpSum: number, monthly: number, remainingWithUs = 22_000, isDebit = monthly > 0) =>
    taxFreeRefusals({ ...taxFree, lumpSum, monthly, isDebit }, { ...facts(), remainingWithUs });

  it('fits the lump sum and the debits left this tax year within what is left, to the cent', () => {
    expect(within(22_000, 0)).toEqual([]);
    expect(within(22_000.01, 0)).toEqual([
      {
        field: 'Amount',
        message:
          'This goes R0.01 over your tax-free allowance for this tax year. SARS taxes contributions above the limit at 40%.',
      },
    ]);
    expect(within(10_000, 4_000)).toEqual([]);
    expect(fields(within(10_000, 4_001))).toEqual(['Amount']);
  });

  it('counts the debits left from the TaxYearStart attribute', () => {
    // A tax year starting in January: in November only December is left.
    const january = taxFreeRefusals(
      { ...taxFree, monthly: 20_000, isDebit: true },
      { ...facts({ TaxYearStart: '2026-01-01' }), remainingWithUs: 20_000 },
    );
    expect(january).toEqual([]);
    expect(fields(within(0, 20_000, 20_000))).toEqual(['Amount']);
  });

  it('needs a contribution, the minimums if entered, and a debit order for a monthly amount', () => {
    expect(fields(within(0, 0))).toEqual(['Amount']);
    expect(within(4_000, 0)[0]?.message).toBe(nbsp('The minimum lump sum is R5 000.00'));
    expect(within(0, 400)[0]?.message).toBe('The minimum monthly amount is R500.00');
    expect(within(5_000, 500, 22_000, false)).toEqual([
      {
        field: 'IsDebit',
        message: 'A monthly amount is collected by debit order: please choose Debit Order',
      },
    ]);
  });
});

describe('unit trust', () => {
  const unitTrust = (choices: { lumpSum: number; monthly: number }[], isDebit = false) =>
    unitTrustRefusals(
      {
        choices: choices.map((choice, index) => ({
          fundCode: `F${index}`,
          fundName: `Fund ${index}`,
          ...choice,
        })),
        isDebit,
        countryOfTaxResidenceId: 263,
      },
      facts(),
    );

  it('holds each fund to the minimums and names the fund', () => {
    expect(
      unitTrust([
        { lumpSum: 6_000, monthly: 0 },
        { lumpSum: 4_000, monthly: 0 },
      ]),
    ).toEqual([{ field: 'FundChoices', message: nbsp('Fund 1: The minimum lump sum is R5 000.00') }]);
    expect(unitTrust([{ lumpSum: 0, monthly: 0 }])[0]?.message).toBe(
      'Fund 0: Please enter a lump sum, a monthly amount, or both',
    );
  });

  it('holds the total to the maximum', () => {
    expect(
      unitTrust([
        { lumpSum: 60_000_000, monthly: 0 },
        { lumpSum: 60_000_000, monthly: 0 },
      ]),
    ).toEqual([
      {
        field: 'FundChoices',
        message: nbsp('The most you can invest online in one purchase is R100 000 000.00'),
      },
    ]);
  });

  it('collects a monthly amount by debit order', () => {
    expect(fields(unitTrust([{ lumpSum: 5_000, monthly: 500 }]))).toEqual(['IsDebit']);
    expect(unitTrust([{ lumpSum: 5_000, monthly: 500 }], true)).toEqual([]);
  });
});
