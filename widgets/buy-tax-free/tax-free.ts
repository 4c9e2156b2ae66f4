import { PRODUCT_SUB_TYPE_ID } from '../../src/domain/business-constants';
import { TAX_FREE_SAVINGS_ACCOUNT_ENTRY } from '../../src/domain/catalogue';
import { NO_AMOUNT } from '../../src/domain/typed-amount';
import { type BuyProduct, storedAmount } from '../buy';
import { InvestmentDetailsStep } from '../buy/steps/investment-details-step';
import { lumpSumOf } from './tax-free-amounts';
import type { TaxFreeAnswers } from './tax-free-rules';

/**
 * The tax-free savings account on the buy engine (sub-type 158); the rules of its steps after the first,
 * its post, check-page answers and receipt lines are in its later chunk (tax-free-later-steps.tsx).
 */
export const TAX_FREE: BuyProduct<TaxFreeAnswers> = {
  id: 'tax-free',
  name: 'Tax-Free Savings Account',
  catalogueEntry: TAX_FREE_SAVINGS_ACCOUNT_ENTRY,
  subTypeId: PRODUCT_SUB_TYPE_ID.taxFree,
  personalAttributes: true,
  initialAnswers: () => ({ lumpSum: NO_AMOUNT, monthly: NO_AMOUNT, elsewhere: NO_AMOUNT }),
  storedAnswers: { lumpSum: storedAmount, monthly: storedAmount, elsewhere: storedAmount },
  details: { Shared: InvestmentDetailsStep },
  options: { title: 'Investment options' },
  later: () => import('./tax-free-later-steps'),
  amountOf: lumpSumOf,
};
