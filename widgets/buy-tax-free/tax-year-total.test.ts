import { describe, expect, it } from 'vitest';
import { productAttributes, SUB_TYPE } from '../../sandbox/fixtures/product-attributes';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import { typedAmount } from '../../src/domain/rand-amount';
import { nbsp } from '../../src/test/nbsp';
import { initialSharedDraft } from '../buy/buy-draft';
import { taxYearTotal } from './tax-year-total';

// Thandi on 25 November 2026: R22 000 of the R46 000 left with us, 3 debits to go (December to February).
const attributes: ProductAttribute[] = Object.entries({
  ...productAttributes[SUB_TYPE.taxFree],
  TaxFreeContributionsRemaining: '22000',
}).map(([Key, Value]) => ({ Key, Value }));
const NOVEMBER = new Date(2026, 10, 25);
const typed = (text: string) => typedAmount(text, { optional: true });

describe('taxYearTotal', () => {
  const draft = {
    ...initialSharedDraft(),
    lumpSum: typed('10 000'),
    monthly: typed('500'),
    elsewhere: typed('3000'),
  };

  it('totals the tax year on the check page: the lump sum, the debits to February, and the allowance left after', () => {
    expect(taxYearTotal(draft, attributes, NOVEMBER)).toEqual({
      debits: { label: 'Debit orders to the end of February', count: 3 },
      label: 'Total this tax year',
      amount: 11500,
      note: nbsp(
        'Leaves R7 500.00 of the R19 000.00 left in your tax-free allowance this tax year. From 1 Mar 2027 the debit order counts toward the next tax year.',
      ),
    });
    const lumpSumOnly = { ...draft, monthly: typed('') };
    expect(taxYearTotal(lumpSumOnly, attributes, NOVEMBER).note).toBe(
      nbsp('Leaves R9 000.00 of the R19 000.00 left in your tax-free allowance this tax year.'),
    );
  });
});
