import { formatCalendarDate } from '../../src/domain/calendar-date';
import { formatCurrency } from '../../src/domain/format-currency';
import type { MoneyMovement } from './buy-receipt';
import { movementTotal } from './debit-mandate';

/**
 * What a purchase adds up to over a period the product counts in: the tax-free allowance's tax year.
 * Amounts in rand.
 */
export interface PeriodTotal {
  /** The monthly debits the period holds, e.g. 'Debit orders to the end of February', and how many. */
  debits: { label: string; count: number };
  /** 'Total this tax year'. */
  label: string;
  amount: number;
  /** What the total means for the customer, e.g. the allowance it leaves. */
  note: string;
}

/** One line of the totals box: what and how much, as shown. */
interface TotalsLine {
  label: string;
  amount: string;
}

/** The totals box of check-your-answers (DESIGN §3 Totals box, mockup d). */
export interface PurchaseTotals {
  lines: TotalsLine[];
  total?: TotalsLine;
  note?: string;
}

/**
 * The money the answers move, in the order it moves: the lump sum (paid now by EFT, or debited once on
 * the first debit date), then the monthly debit order; a product that counts a period (tax-free savings)
 * shows that period's debits and total instead of the open-ended monthly line, while it holds any.
 */
export function purchaseTotals(
  movements: { lumpSums: readonly MoneyMovement[]; monthly: readonly MoneyMovement[] },
  { debit, firstDebit, period }: { debit: boolean; firstDebit: string; period?: PeriodTotal },
): PurchaseTotals {
  const lumpSum = movementTotal(movements.lumpSums);
  const monthly = movementTotal(movements.monthly);
  const first = formatCalendarDate(firstDebit);
  const lines: TotalsLine[] = [];
  if (lumpSum > 0)
    lines.push({
      label: debit ? `Debited once on ${first}` : 'Pay now by EFT',
      amount: formatCurrency(lumpSum),
    });
  if (monthly > 0 && period && period.debits.count > 0)
    lines.push({ label: period.debits.label, amount: `${period.debits.count} × ${formatCurrency(monthly)}` });
  else if (monthly > 0)
    lines.push({ label: `Debit order from ${first}`, amount: `${formatCurrency(monthly)} a month` });
  if (!period) return { lines };
  return { lines, total: { label: period.label, amount: formatCurrency(period.amount) }, note: period.note };
}
