import type { SecuredInvestmentPurchaseFields } from '../../src/api/purchase-requests';
import { DEFAULT_RATE_PREFERENCE } from '../../src/domain/business-constants';
import { formatCurrency } from '../../src/domain/format-currency';
import { attributeValue } from '../../src/domain/product-attributes';
import type { ProductPurchase } from '../buy';
import { investedAmount } from './secured-investment-amount';
import type { SecuredInvestmentAnswers } from './secured-investment-rules';

/** The secured investment's post (/v4/api/buy/SecuredInvestment), check-page answers and receipt lines. */
export const SECURED_INVESTMENT_PURCHASE: ProductPurchase<
  SecuredInvestmentAnswers,
  SecuredInvestmentPurchaseFields
> = {
  purchasePath: '/v4/api/buy/SecuredInvestment',
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
  movements: (draft) => ({ lumpSums: [{ label: 'Amount', amount: investedAmount(draft) }], monthly: [] }),
};
