import * as z from 'zod/mini';
import type { SecuredInvestmentPurchaseFields } from '../../src/api/purchase-requests';
import {
  DEFAULT_INVESTMENT_OPTION,
  DEFAULT_RATE_PREFERENCE,
  PRODUCT_SUB_TYPE_ID,
} from '../../src/domain/business-constants';
import { SECURED_INVESTMENT_ENTRY } from '../../src/domain/catalogue';
import { formatCurrency } from '../../src/domain/format-currency';
import { attributeValue } from '../../src/domain/product-attributes';
import { MISSING_AMOUNT } from '../../src/domain/rand-amount';
import { type BuyProduct, storedAmount } from '../buy';
import {
  investedAmount,
  type SecuredInvestmentAnswers,
  securedInvestmentOptionsSchema,
} from './secured-investment-rules';

/** The secured investment on the buy engine (sub-type 13, /v4/api/buy/SecuredInvestment). */
export const SECURED_INVESTMENT: BuyProduct<SecuredInvestmentAnswers, SecuredInvestmentPurchaseFields> = {
  id: 'secured-investment',
  name: 'Secured Investment',
  catalogueEntry: SECURED_INVESTMENT_ENTRY,
  subTypeId: PRODUCT_SUB_TYPE_ID.securedInvestment,
  purchasePath: '/v4/api/buy/SecuredInvestment',
  initialAnswers: () => ({ investmentOption: DEFAULT_INVESTMENT_OPTION, amount: MISSING_AMOUNT }),
  storedAnswers: { investmentOption: z.string(), amount: storedAmount },
  options: {
    title: 'Investment options',
    schema: securedInvestmentOptionsSchema,
  },
  later: () => import('./secured-investment-later-steps'),
  purchaseFields: (draft, attributes) => {
    const growth = draft.investmentOption === 'Growth';
    return {
      Amount: investedAmount(draft),
      // Spec §3: ProductDescription carries the rate preference.
      ProductDescription: attributeValue(attributes, 'ProductDescription') ?? DEFAULT_RATE_PREFERENCE,
      // §3 names the fields without values: Growth reinvests all interest, Income pays all of it out.
      InterestPayoutPercentage: growth ? 0 : 100,
      IsGrowthOption: growth,
    };
  },
  answers: (draft, step) => [
    { label: 'Investment option', value: draft.investmentOption, step, fields: ['IsGrowthOption'] },
    { label: 'Amount', value: formatCurrency(investedAmount(draft)), step, fields: ['Amount'] },
  ],
  amountOf: investedAmount,
  movements: (draft) => ({ lumpSums: [{ label: 'Amount', amount: investedAmount(draft) }], monthly: [] }),
};
