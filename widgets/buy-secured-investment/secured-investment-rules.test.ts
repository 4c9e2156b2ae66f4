import { describe, expect, it } from 'vitest';
import { productAttributes, SUB_TYPE } from '../../sandbox/fixtures/product-attributes';
import { createApiClient } from '../../src/api/client';
import { fakeAuth, testConfig } from '../../src/api/test/test-support';
import { fieldMessages } from '../../src/domain/form-fields';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import { type TypedAmount, typedAmount } from '../../src/domain/rand-amount';
import { serverActionsOf } from '../../src/react/test/run-definition';
import { nbsp } from '../../src/test/nbsp';
import { BUY_MESSAGES } from '../buy';
import { initialSharedDraft } from '../buy/buy-draft';
import { SECURED_INVESTMENT } from './secured-investment';
import { SECURED_INVESTMENT_PURCHASE } from './secured-investment-purchase';
import { minimumInvestment, securedInvestmentOptionsSchema } from './secured-investment-rules';

const attributesOf = (values: Record<string, string | undefined>): ProductAttribute[] =>
  Object.entries(values).map(([Key, Value]) => ({ Key, Value }));
const SECURED = attributesOf(productAttributes[SUB_TYPE.securedInvestment] ?? {});

const errorsOf = (answers: { investmentOption: string; amount: string }, attributes = SECURED) =>
  errorsOfDraft({ ...answers, amount: typedAmount(answers.amount) }, attributes);

function errorsOfDraft(answers: { investmentOption: string; amount: TypedAmount }, attributes = SECURED) {
  const result = securedInvestmentOptionsSchema(attributes).safeParse(answers);
  return result.success ? {} : fieldMessages(result.error);
}

describe('secured investment options (spec §5)', () => {
  it('takes the minimum from MinimumInvestmentAmount and says it in rand', () => {
    expect(minimumInvestment(SECURED)).toBe(5000);
    expect(BUY_MESSAGES.minimumAmount(5000)).toBe(nbsp('The minimum investment is R5 000.00'));
  });

  it('accepts the minimum exactly and refuses a cent less', () => {
    expect(errorsOf({ investmentOption: 'Growth', amount: '5000' })).toEqual({});
    expect(errorsOf({ investmentOption: 'Growth', amount: 'R5 000,00' })).toEqual({});
    expect(errorsOf({ investmentOption: 'Income', amount: '4999.99' })).toEqual({
      amount: nbsp('The minimum investment is R5 000.00'),
    });
  });

  it('asks for an amount when there is none or it is not rand', () => {
    expect(errorsOf({ investmentOption: 'Growth', amount: '' }).amount).toBe(BUY_MESSAGES.amount);
    expect(errorsOf({ investmentOption: 'Growth', amount: 'ten thousand' }).amount).toBe(BUY_MESSAGES.amount);
  });

  it('needs Growth or Income', () => {
    expect(errorsOf({ investmentOption: '', amount: '6000' })).toEqual({
      investmentOption: BUY_MESSAGES.investmentOption,
    });
    expect(errorsOf({ investmentOption: 'Speculative', amount: '6000' }).investmentOption).toBe(
      BUY_MESSAGES.investmentOption,
    );
  });

  it('follows the product’s minimum when it changes', () => {
    const higher = attributesOf({
      ...productAttributes[SUB_TYPE.securedInvestment],
      MinimumInvestmentAmount: '10000',
    });
    expect(errorsOf({ investmentOption: 'Growth', amount: '9999' }, higher).amount).toBe(
      nbsp('The minimum investment is R10 000.00'),
    );
  });
});

describe('the secured investment’s purchase fields (spec §3)', () => {
  const fields = (investmentOption: string) =>
    SECURED_INVESTMENT_PURCHASE.purchaseFields(
      { ...initialSharedDraft(), investmentOption, amount: typedAmount('20 000') },
      SECURED,
      serverActionsOf(createApiClient({ config: testConfig, auth: fakeAuth(null).port })),
    );

  it('Growth reinvests all interest; Income pays it all out; the rate preference is the product’s (Fixed)', () => {
    expect(fields('Growth')).toEqual({
      Amount: 20000,
      ProductDescription: 'Fixed',
      InterestPayoutPercentage: 0,
      IsGrowthOption: true,
    });
    expect(fields('Income')).toMatchObject({ InterestPayoutPercentage: 100, IsGrowthOption: false });
  });

  it('lists the two answers for the check step, both changed on the options step', () => {
    expect(
      SECURED_INVESTMENT_PURCHASE.answers(
        { ...initialSharedDraft(), investmentOption: 'Income', amount: typedAmount('7500') },
        2,
        SECURED,
      ),
    ).toEqual([
      { label: 'Investment option', value: 'Income', step: 2, fields: ['IsGrowthOption'] },
      { label: 'Amount', value: nbsp('R7 500.00'), step: 2, fields: ['Amount'] },
    ]);
  });
});

describe('the secured investment’s amount is read once, as typed', () => {
  // Text that disagrees with its cents (no field makes one): whatever reads the text again is caught.
  const draft = {
    ...initialSharedDraft(),
    investmentOption: 'Growth',
    amount: { text: '100', cents: 750_000 },
  };

  it('judges the options step by the cents', () => {
    expect(errorsOfDraft(draft)).toEqual({});
    expect(errorsOfDraft({ ...draft, amount: { text: '7500', cents: 499_999 } }).amount).toBe(
      nbsp('The minimum investment is R5 000.00'),
    );
    expect(errorsOfDraft({ ...draft, amount: { text: '7500', cents: null } }).amount).toBe(
      BUY_MESSAGES.amount,
    );
  });

  it('posts, lists, pays and receipts the cents', () => {
    const server = serverActionsOf(createApiClient({ config: testConfig, auth: fakeAuth(null).port }));
    expect(SECURED_INVESTMENT_PURCHASE.purchaseFields(draft, SECURED, server)).toMatchObject({
      Amount: 7500,
    });
    expect(SECURED_INVESTMENT_PURCHASE.answers(draft, 2, SECURED)[1]?.value).toBe(nbsp('R7 500.00'));
    expect(SECURED_INVESTMENT.amountOf(draft)).toBe(7500);
    expect(SECURED_INVESTMENT_PURCHASE.movements(draft, SECURED).lumpSums).toEqual([
      { label: 'Amount', amount: 7500 },
    ]);
  });
});
