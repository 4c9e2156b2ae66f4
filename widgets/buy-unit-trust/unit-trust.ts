import { PRODUCT_SUB_TYPE_ID } from '../../src/domain/business-constants';
import { UNIT_TRUST_ENTRY } from '../../src/domain/catalogue';
import { BUY_MESSAGES, type BuyProduct } from '../buy';
import { SelectFundStep } from './select-fund-step';
import {
  contributionSchema,
  fundChoices,
  selectFundSchema,
  totalOf,
  type UnitTrustAnswers,
} from './unit-trust-rules';

/**
 * Unit trusts on the buy engine (sub-type 116): SelectFundPage comes first. Its post, check-page
 * answers and receipt lines are in its later chunk (unit-trust-purchase.ts).
 */
export const UNIT_TRUST: BuyProduct<UnitTrustAnswers> = {
  id: 'unit-trust',
  name: 'Unit Trust',
  catalogueEntry: UNIT_TRUST_ENTRY,
  subTypeId: PRODUCT_SUB_TYPE_ID.unitTrust,
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
  debitOrderNeeded: (draft) =>
    totalOf(draft.choices, 'monthly') > 0 ? BUY_MESSAGES.debitOrderForMonthly : undefined,
  amountOf: (draft) => totalOf(draft.choices, 'lumpSum'),
};
