import { unitTrustEftDetailsQuery } from '../../src/api/buy';
import type { UnitTrustPurchaseFields } from '../../src/api/purchase-requests';
import { PRODUCT_SUB_TYPE_ID } from '../../src/domain/business-constants';
import { UNIT_TRUST_ENTRY } from '../../src/domain/catalogue';
import { BUY_MESSAGES, BUY_STEP, type BuyProduct } from '../buy';
import { fundsOf } from './fund-info';
import { SelectFundStep } from './select-fund-step';
import {
  contributionSchema,
  contributionText,
  fundChoices,
  fundName,
  lumpSumOf,
  monthlyOf,
  selectFundSchema,
  totalOf,
  type UnitTrustAnswers,
} from './unit-trust-rules';

/** Unit trusts on the buy engine (sub-type 116, /v4/api/buy/UnitTrust/): SelectFundPage comes first. */
export const UNIT_TRUST: BuyProduct<UnitTrustAnswers, UnitTrustPurchaseFields> = {
  id: 'unit-trust',
  name: 'Unit Trust',
  catalogueEntry: UNIT_TRUST_ENTRY,
  subTypeId: PRODUCT_SUB_TYPE_ID.unitTrust,
  purchasePath: '/v4/api/buy/UnitTrust/',
  initialAnswers: () => ({ choices: [] }),
  storedAnswers: { choices: fundChoices },
  details: {
    id: 'select-fund',
    title: 'Choose your funds',
    schema: (attributes) => selectFundSchema(attributes),
    Fields: SelectFundStep,
  },
  options: {
    title: 'Your contributions',
    schema: (attributes) => contributionSchema(attributes),
  },
  later: () => import('./unit-trust-later-steps'),
  eftAccount: unitTrustEftDetailsQuery,
  // Read just before the post, with the later steps' chunk (unit-trust-purchase-fields.ts).
  purchaseFields: async (draft, attributes, server) =>
    (await import('./unit-trust-later-steps')).unitTrustPurchaseFields(draft, attributes, server),
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
  debitOrderNeeded: (draft) =>
    totalOf(draft.choices, 'monthly') > 0 ? BUY_MESSAGES.debitOrderForMonthly : undefined,
  amountOf: (draft) => totalOf(draft.choices, 'lumpSum'),
  // The amount per fund: each is a holding of its own.
  movements: (draft, attributes) => {
    const funds = fundsOf(attributes);
    const per = (of: (choice: (typeof draft.choices)[number]) => number) =>
      draft.choices.map((choice) => ({ label: fundName(funds, choice.code), amount: of(choice) }));
    return { lumpSums: per(lumpSumOf), monthly: per(monthlyOf) };
  },
};
