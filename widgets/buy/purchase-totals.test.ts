import { describe, expect, it } from 'vitest';
import { nbsp } from '../../src/test/nbsp';
import { purchaseTotals } from './purchase-totals';

const movements = (lumpSum: number, monthly: number) => ({
  lumpSums: [{ label: 'Lump sum', amount: lumpSum }],
  monthly: [{ label: 'Monthly contribution', amount: monthly }],
});
const period = (count: number, amount: number) => ({
  debits: { label: 'Debit orders to the end of February', count },
  label: 'Total this tax year',
  amount,
  note: 'Leaves R500.00 of your allowance.',
});

describe('purchaseTotals', () => {
  it('says a lump sum by EFT is paid now, and nothing more when that is all', () => {
    expect(purchaseTotals(movements(20000, 0), { debit: false, firstDebit: '2026-12-01' })).toEqual({
      lines: [{ label: 'Pay now by EFT', amount: nbsp('R20 000.00') }],
    });
  });

  it('dates a lump sum taken by debit order, and the monthly debit from the same first date', () => {
    expect(purchaseTotals(movements(5000, 500), { debit: true, firstDebit: '2026-12-01' }).lines).toEqual([
      { label: 'Debited once on 1 Dec 2026', amount: nbsp('R5 000.00') },
      { label: 'Debit order from 1 Dec 2026', amount: 'R500.00 a month' },
    ]);
  });

  it('counts the debits of a period and totals it, with what the total means', () => {
    expect(
      purchaseTotals(movements(20000, 500), {
        debit: true,
        firstDebit: '2026-12-01',
        period: period(3, 21500),
      }),
    ).toEqual({
      lines: [
        { label: 'Debited once on 1 Dec 2026', amount: nbsp('R20 000.00') },
        { label: 'Debit orders to the end of February', amount: '3 × R500.00' },
      ],
      total: { label: 'Total this tax year', amount: nbsp('R21 500.00') },
      note: 'Leaves R500.00 of your allowance.',
    });
  });

  it('keeps the monthly line when the period holds no debit (a purchase in its last month)', () => {
    const totals = purchaseTotals(movements(0, 500), {
      debit: true,
      firstDebit: '2027-03-01',
      period: period(0, 0),
    });
    expect(totals.lines).toEqual([{ label: 'Debit order from 1 Mar 2027', amount: 'R500.00 a month' }]);
    expect(totals.total).toEqual({ label: 'Total this tax year', amount: 'R0.00' });
  });
});
