import { unitTrustEftDetailsQuery } from '../../src/api/product-bank-details';
import type { UnitTrustPurchaseFields } from '../../src/api/purchase-requests';
import { BUY_STEP, type ProductPurchase } from '../buy';
import { fundsOf } from './fund-info';
import { contributionText, fundName, lumpSumOf, monthlyOf } from './unit-trust-contribution-rules';
import { unitTrustPurchaseFields } from './unit-trust-purchase-fields';
import type { UnitTrustAnswers } from './unit-trust-rules';

/** The unit trust's post (/v4/api/buy/UnitTrust/), check-page answers and receipt lines. */
export const UNIT_TRUST_PURCHASE: ProductPurchase<UnitTrustAnswers, UnitTrustPurchaseFields> = {
  purchasePath: '/v4/api/buy/UnitTrust/',
  eftAccount: unitTrustEftDetailsQuery,
  purchaseFields: unitTrustPurchaseFields,
  answers: (draft, step, attributes) => {
    const funds = fundsOf(attributes);
    return [
      {
        label: 'Funds',
        value: draft.choices.map((choice) => fundName(funds, choice.code)).join(', '),
        step: BUY_STEP.details,
      },
      ...draft.choices.map((choice) => ({
        label: fundName(funds, choice.code),
        value: contributionText(choice),
        step,
        fields: ['FundChoices' as const],
      })),
    ];
  },
  // The amount per fund: each is a holding of its own.
  movements: (draft, attributes) => {
    const funds = fundsOf(attributes);
    const per = (of: (choice: (typeof draft.choices)[number]) => number) =>
      draft.choices.map((choice) => ({ label: fundName(funds, choice.code), amount: of(choice) }));
    return { lumpSums: per(lumpSumOf), monthly: per(monthlyOf) };
  },
};
