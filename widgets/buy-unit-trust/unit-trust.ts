import { latestBankDetailsQuery, productMemberQuery, unitTrustEftDetailsQuery } from '../../src/api/buy';
import type { UnitTrustPurchaseFields } from '../../src/api/purchase-requests';
import { PRODUCT_SUB_TYPE_ID } from '../../src/domain/business-constants';
import { BUY_MESSAGES, BUY_STEP, type BuyProduct } from '../buy';
import { fundsOf } from './fund-info';
import { SelectFundStep } from './select-fund-step';
import { UnitTrustContributions } from './unit-trust-contributions';
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
    Fields: UnitTrustContributions,
  },
  eftAccount: unitTrustEftDetailsQuery,
  // Spec §3 unit trust purchase. The member and the bank account are read just before the post: the
  // debit order is drawn on the latest bank details, the ones the customer confirmed.
  async purchaseFields(draft, attributes, server) {
    const funds = fundsOf(attributes);
    const debit = draft.paymentType === 'Debit Order';
    const [member, bank] = await Promise.all([
      server.fetch(productMemberQuery()),
      debit ? server.fetch(latestBankDetailsQuery()) : null,
    ]);
    return {
      FundChoices: draft.choices.map((choice) => ({
        FundCode: choice.code,
        FundName: fundName(funds, choice.code),
        LumpSumAmount: lumpSumOf(choice),
        MonthlyAmount: monthlyOf(choice),
      })),
      ConfirmedBankDetail: debit && bank ? bank : false,
      Members: [member],
    };
  },
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
