import * as z from 'zod/mini';
import { PRODUCT_SUB_TYPE_ID } from '../../src/domain/business-constants';
import { formatCurrency } from '../../src/domain/format-currency';
import { amountOf, type BuyProduct } from '../buy';
import { TaxFreeOptions } from './tax-free-options';
import { TAX_FREE_MESSAGES, type TaxFreeAnswers, taxFreeOptionsSchema } from './tax-free-rules';

const lumpSumOf = (draft: TaxFreeAnswers) => amountOf(draft.lumpSum) ?? 0;
const monthlyOf = (draft: TaxFreeAnswers) => amountOf(draft.monthly) ?? 0;

/** The tax-free savings account on the buy engine (sub-type 158, /v4/api/buy/TaxFreeInvestment). */
export const TAX_FREE: BuyProduct<TaxFreeAnswers> = {
  id: 'tax-free',
  name: 'Tax-Free Savings Account',
  subTypeId: PRODUCT_SUB_TYPE_ID.taxFree,
  personalAttributes: true,
  purchasePath: '/v4/api/buy/TaxFreeInvestment',
  initialAnswers: () => ({ lumpSum: '', monthly: '', elsewhere: '' }),
  storedAnswers: { lumpSum: z.string(), monthly: z.string(), elsewhere: z.string() },
  options: {
    title: 'Investment options',
    schema: (attributes, draft) => taxFreeOptionsSchema(attributes, draft),
    Fields: TaxFreeOptions,
  },
  // Spec §3 tax-free purchase: Amount is the lump sum, RecurringAmount the monthly amount.
  purchaseFields: (draft) => ({ Amount: lumpSumOf(draft), RecurringAmount: monthlyOf(draft) }),
  answers: (draft, step) => [
    { label: 'Lump sum', value: formatCurrency(lumpSumOf(draft)), step, fields: ['Amount'] },
    { label: 'Monthly amount', value: formatCurrency(monthlyOf(draft)), step, fields: ['RecurringAmount'] },
  ],
  debitOrderNeeded: (draft) => (monthlyOf(draft) > 0 ? TAX_FREE_MESSAGES.debitOrderForMonthly : undefined),
  amountOf: lumpSumOf,
  movements: (draft) => ({
    lumpSums: [{ label: 'Lump sum', amount: lumpSumOf(draft) }],
    monthly: [{ label: 'Monthly contribution', amount: monthlyOf(draft) }],
  }),
};
