import { describe, expect, it } from 'vitest';
import { sourceOfFunds } from '../../sandbox/fixtures/lookups';
import { productAttributes, SUB_TYPE } from '../../sandbox/fixtures/product-attributes';
import { createApiClient } from '../../src/api/client';
import { fakeAuth, testConfig } from '../../src/api/test/test-support';
import { fieldMessages } from '../../src/domain/form-fields';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import { typedAmount } from '../../src/domain/rand-amount';
import { serverActionsOf } from '../../src/react/test/run-definition';
import { nbsp } from '../../src/test/nbsp';
import { stepErrors } from '../../src/wizard/machine';
import { initialSharedDraft } from '../buy/buy-draft';
import { BUY_STEP, buyWizard } from '../buy/buy-wizard-definition';
import { TAX_FREE } from './tax-free';
import { rules } from './tax-free-later-steps';
import { TAX_FREE_PURCHASE } from './tax-free-purchase';
import { allowanceOf, TAX_FREE_MESSAGES, type TaxFreeAnswers, taxFreeOptionsSchema } from './tax-free-rules';

// Thandi on 25 November 2026: R22 000 of the R46 000 left with us, 3 debits to go (December to February).
const attributes: ProductAttribute[] = Object.entries({
  ...productAttributes[SUB_TYPE.taxFree],
  TaxFreeContributionsRemaining: '22000',
}).map(([Key, Value]) => ({ Key, Value }));
const NOVEMBER = new Date(2026, 10, 25);

/** The answers as the fields hold them: each text read into cents as it was typed. */
const typed = (text: string) => typedAmount(text, { optional: true });
function answersOf({
  lumpSum = '',
  monthly = '',
  elsewhere = '',
}: Partial<Record<keyof TaxFreeAnswers, string>>) {
  return { lumpSum: typed(lumpSum), monthly: typed(monthly), elsewhere: typed(elsewhere) };
}

function errorsOf(answers: Partial<Record<keyof TaxFreeAnswers, string>>, today = NOVEMBER) {
  return errorsOfDraft(answersOf(answers), today);
}

function errorsOfDraft(draft: TaxFreeAnswers, today = NOVEMBER) {
  const result = taxFreeOptionsSchema(attributes, draft, today).safeParse(draft);
  return result.success ? {} : fieldMessages(result.error);
}

describe('tax-free options (spec §5)', () => {
  it('needs a lump sum, a monthly amount or both', () => {
    expect(errorsOf({})).toEqual({ lumpSum: 'Please enter a lump sum, a monthly amount, or both' });
    expect(errorsOf({ lumpSum: '0', monthly: '0' })).toEqual({ lumpSum: TAX_FREE_MESSAGES.anyContribution });
    expect(errorsOf({ monthly: '500' })).toEqual({});
  });

  it('holds each amount, if entered, to its minimum, said in rand', () => {
    expect(errorsOf({ lumpSum: '4999.99' })).toEqual({ lumpSum: nbsp('The minimum lump sum is R5 000.00') });
    expect(errorsOf({ lumpSum: '5000' })).toEqual({});
    expect(errorsOf({ monthly: '499' })).toEqual({ monthly: 'The minimum monthly amount is R500.00' });
  });

  it('refuses what does not read as rand', () => {
    expect(errorsOf({ lumpSum: 'lots' }).lumpSum).toBe(TAX_FREE_MESSAGES.amount);
    expect(errorsOf({ lumpSum: '6000', elsewhere: 'some' }).elsewhere).toBe(TAX_FREE_MESSAGES.amount);
  });

  it('lets R22 000 in and stops R22 001, saying by how much and the 40% SARS tax', () => {
    expect(errorsOf({ lumpSum: '22000' })).toEqual({});
    expect(errorsOf({ lumpSum: '22001' })).toEqual({
      lumpSum:
        'This goes R1.00 over your tax-free allowance for this tax year. SARS taxes contributions above the limit at 40%.',
    });
  });

  it('blocks a monthly amount that would cross the limit by February, on the monthly field', () => {
    expect(errorsOf({ lumpSum: '10000', monthly: '4000' })).toEqual({});
    expect(errorsOf({ lumpSum: '10000', monthly: '4001' })).toEqual({
      monthly: TAX_FREE_MESSAGES.overAllowance(3),
    });
  });

  it('counts the debits by the month: none in February, 11 from 1 March, in a leap year too', () => {
    // On the last day of February no debit runs this tax year: only the lump sum counts.
    expect(errorsOf({ lumpSum: '22000', monthly: '5000' }, new Date(2028, 1, 29))).toEqual({});
    // From 1 March the 11 debits (April to February) count.
    expect(errorsOf({ monthly: '2000' }, new Date(2027, 2, 1))).toEqual({});
    expect(errorsOf({ monthly: '2001' }, new Date(2027, 2, 1)).monthly).toBe(
      TAX_FREE_MESSAGES.overAllowance(11),
    );
  });

  it('counts what the customer declares with other providers', () => {
    expect(errorsOf({ lumpSum: '20000', elsewhere: '2000' })).toEqual({});
    expect(errorsOf({ lumpSum: '20000', elsewhere: '2 000,50' }).lumpSum).toBe(
      TAX_FREE_MESSAGES.overAllowance(0.5),
    );
  });
});

describe('tax-free amounts are read once, as typed', () => {
  // Text that disagrees with its cents (no field makes one): whatever reads the text again is caught.
  const disagreeing = {
    lumpSum: { text: '1 000 000', cents: 600_000 },
    monthly: { text: 'lots', cents: 50_000 },
    elsewhere: { text: '', cents: 200_000 },
  };

  it('judges the options step, and the meter, by the cents', () => {
    // R6 000 + 3 × R500 fits the R22 000 left less the R2 000 elsewhere; the texts would not.
    expect(errorsOfDraft(disagreeing)).toEqual({});
    expect(allowanceOf(disagreeing, attributes, NOVEMBER)).toMatchObject({ elsewhere: 2000, adding: 7500 });
    expect(errorsOfDraft({ ...disagreeing, lumpSum: { text: '6000', cents: 100 } }).lumpSum).toBe(
      TAX_FREE_MESSAGES.minimumLumpSum(5000),
    );
    expect(errorsOfDraft({ ...disagreeing, monthly: { text: '500', cents: null } }).monthly).toBe(
      TAX_FREE_MESSAGES.amount,
    );
  });

  it('posts, lists, pays and receipts the cents', () => {
    const draft = { ...initialSharedDraft(), ...disagreeing };
    const server = serverActionsOf(createApiClient({ config: testConfig, auth: fakeAuth(null).port }));
    expect(TAX_FREE_PURCHASE.purchaseFields(draft, attributes, server)).toEqual({
      Amount: 6000,
      RecurringAmount: 500,
    });
    expect(TAX_FREE_PURCHASE.answers(draft, BUY_STEP.options, attributes).map((row) => row.value)).toEqual([
      nbsp('R6 000.00'),
      'R500.00',
    ]);
    expect(TAX_FREE.amountOf(draft)).toBe(6000);
    expect(TAX_FREE_PURCHASE.movements(draft, attributes)).toEqual({
      lumpSums: [{ label: 'Lump sum', amount: 6000 }],
      monthly: [{ label: 'Monthly contribution', amount: 500 }],
    });
    expect(rules.debitOrderNeeded?.({ ...draft, monthly: { text: '500', cents: 0 } })).toBeUndefined();
  });
});

describe('the tax-free product', () => {
  const draft = {
    ...initialSharedDraft(),
    ...answersOf({ lumpSum: '10 000', monthly: '500', elsewhere: '3000' }),
  };

  it('posts the lump sum as Amount and the monthly as RecurringAmount, never what is held elsewhere', () => {
    expect(
      TAX_FREE_PURCHASE.purchaseFields(
        draft,
        attributes,
        serverActionsOf(createApiClient({ config: testConfig, auth: fakeAuth(null).port })),
      ),
    ).toEqual({ Amount: 10000, RecurringAmount: 500 });
  });

  it('needs a debit order for a monthly amount only, on the payment step', () => {
    expect(rules.debitOrderNeeded?.(draft)).toBe(TAX_FREE_MESSAGES.debitOrderForMonthly);
    expect(rules.debitOrderNeeded?.({ ...draft, monthly: typed('') })).toBeUndefined();
    const payment = buyWizard(TAX_FREE, { attributes, sources: sourceOfFunds }, () => rules).steps[
      BUY_STEP.payment
    ];
    if (!payment) throw new Error('no payment step');
    expect(stepErrors(payment, draft)).toEqual({ paymentType: TAX_FREE_MESSAGES.debitOrderForMonthly });
    expect(stepErrors(payment, { ...draft, paymentType: 'Debit Order', bankDetailsConfirmed: true })).toEqual(
      {},
    );
    expect(stepErrors(payment, { ...draft, monthly: typed('') })).toEqual({});
  });
});
