import * as z from 'zod/mini';
import { DEFAULT_INVESTMENT_OPTION, PRODUCT_SUB_TYPE_ID } from '../../src/domain/business-constants';
import { SECURED_INVESTMENT_ENTRY } from '../../src/domain/catalogue';
import { MISSING_AMOUNT } from '../../src/domain/typed-amount';
import { type BuyProduct, storedAmount } from '../buy';
import { InvestmentDetailsStep } from '../buy/steps/investment-details-step';
import { investedAmount } from './secured-investment-amount';
import type { SecuredInvestmentAnswers } from './secured-investment-rules';

/**
 * The secured investment on the buy engine (sub-type 13); the rules of its steps after the first, its
 * post, check-page answers and receipt lines are in its later chunk (secured-investment-later-steps.tsx).
 */
export const SECURED_INVESTMENT: BuyProduct<SecuredInvestmentAnswers> = {
  id: 'secured-investment',
  name: 'Secured Investment',
  catalogueEntry: SECURED_INVESTMENT_ENTRY,
  subTypeId: PRODUCT_SUB_TYPE_ID.securedInvestment,
  initialAnswers: () => ({ investmentOption: DEFAULT_INVESTMENT_OPTION, amount: MISSING_AMOUNT }),
  storedAnswers: { investmentOption: z.string(), amount: storedAmount },
  details: { Shared: InvestmentDetailsStep },
  options: { title: 'Investment options' },
  later: () => import('./secured-investment-later-steps'),
  amountOf: investedAmount,
};
