import type { TaxFreePurchaseFields } from '../../src/api/purchase-requests';
import { formatCurrency } from '../../src/domain/format-currency';
import type { ProductPurchase } from '../buy';
import { lumpSumOf, monthlyOf } from './tax-free-amounts';
import type { TaxFreeAnswers } from './tax-free-rules';

/** The tax-free account's post (/v4/api/buy/TaxFreeInvestment), check-page answers and receipt lines. */
export const TAX_FREE_PURCHASE: ProductPurchase<TaxFreeAnswers, TaxFreePurchaseFields> = {
  purchasePath: '/v4/api/buy/TaxFreeInvestment',
  // Spec §3 tax-free purchase: Amount is the lump sum, RecurringAmount the monthly amount.
  purchaseFields: (draft) => ({ Amount: lumpSumOf(draft), RecurringAmount: monthlyOf(draft) }),
  answers: (draft, step) => [
    { label: 'Lump sum', value: formatCurrency(lumpSumOf(draft)), step, fields: ['Amount'] },
    { label: 'Monthly amount', value: formatCurrency(monthlyOf(draft)), step, fields: ['RecurringAmount'] },
  ],
  movements: (draft) => ({
    lumpSums: [{ label: 'Lump sum', amount: lumpSumOf(draft) }],
    monthly: [{ label: 'Monthly contribution', amount: monthlyOf(draft) }],
  }),
};
