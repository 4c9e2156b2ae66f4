import type { TaxFreePurchaseFields } from '../../src/api/purchase-requests';
import { PRODUCT_SUB_TYPE_ID } from '../../src/domain/business-constants';
import { TAX_FREE_SAVINGS_ACCOUNT_ENTRY } from '../../src/domain/catalogue';
import { formatCurrency } from '../../src/domain/format-currency';
import { NO_AMOUNT } from '../../src/domain/rand-amount';
import { type BuyProduct, randIn, storedAmount } from '../buy';
import { TAX_FREE_MESSAGES, type TaxFreeAnswers, taxFreeOptionsSchema } from './tax-free-rules';

// In rand from the cents read as they were typed (the post and formatCurrency take rand).
const lumpSumOf = (draft: TaxFreeAnswers) => randIn(draft.lumpSum);
const monthlyOf = (draft: TaxFreeAnswers) => randIn(draft.monthly);

/** The tax-free savings account on the buy engine (sub-type 158, /v4/api/buy/TaxFreeInvestment). */
export const TAX_FREE: BuyProduct<TaxFreeAnswers, TaxFreePurchaseFields> = {
  id: 'tax-free',
  name: 'Tax-Free Savings Account',
  catalogueEntry: TAX_FREE_SAVINGS_ACCOUNT_ENTRY,
  subTypeId: PRODUCT_SUB_TYPE_ID.taxFree,
  personalAttributes: true,
  purchasePath: '/v4/api/buy/TaxFreeInvestment',
  initialAnswers: () => ({ lumpSum: NO_AMOUNT, monthly: NO_AMOUNT, elsewhere: NO_AMOUNT }),
  storedAnswers: { lumpSum: storedAmount, monthly: storedAmount, elsewhere: storedAmount },
  options: {
    title: 'Investment options',
    schema: (attributes, draft) => taxFreeOptionsSchema(attributes, draft),
  },
  later: () => import('./tax-free-later-steps'),
  // Spec §3 tax-free purchase: Amount is the lump sum, RecurringAmount the monthly amount.
  purchaseFields: (draft) => ({ Amount: lumpSumOf(draft), RecurringAmount: monthlyOf(draft) }),
  answers: (draft, step) => [
    { label: 'Lump sum', value: formatCurrency(lumpSumOf(draft)), step, fields: ['Amount'] },
    { label: 'Monthly amount', value: formatCurrency(monthlyOf(draft)), step, fields: ['RecurringAmount'] },
  ],
  debitOrderNeeded: (draft) =>
    (draft.monthly.cents ?? 0) > 0 ? TAX_FREE_MESSAGES.debitOrderForMonthly : undefined,
  amountOf: lumpSumOf,
  movements: (draft) => ({
    lumpSums: [{ label: 'Lump sum', amount: lumpSumOf(draft) }],
    monthly: [{ label: 'Monthly contribution', amount: monthlyOf(draft) }],
  }),
};
