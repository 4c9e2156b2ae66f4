import { PRODUCT_SUB_TYPE_ID } from '../../src/domain/business-constants';
import { UNIT_TRUST_ENTRY } from '../../src/domain/catalogue';
import type { BuyProduct } from '../buy';
import { SelectFundStep } from './select-fund-step';
import { fundChoices, selectFundSchema, totalOf, type UnitTrustAnswers } from './unit-trust-rules';

/**
 * Unit trusts on the buy engine (sub-type 116): SelectFundPage comes first. The rules of its steps after
 * the first, its post, check-page answers and receipt lines are in its later chunk (unit-trust-later-steps.tsx).
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
  options: { title: 'Your contributions' },
  later: () => import('./unit-trust-later-steps'),
  amountOf: (draft) => totalOf(draft.choices, 'lumpSum'),
};
