import {
  BUY_MESSAGES,
  type BuyReceiptViewProps,
  LaterSteps,
  type LaterStepsProps,
  laterRules,
  BuyReceiptView as SharedReceiptView,
} from '../buy';
import { contributionSchema } from './unit-trust-contribution-rules';
import { UnitTrustContributions } from './unit-trust-contributions';
import { UNIT_TRUST_PURCHASE } from './unit-trust-purchase';
import { totalOf, type UnitTrustAnswers } from './unit-trust-rules';

export { LeaveQuestion, postPurchase, purchaseReceipt, saveReceipt } from '../buy';
export { UNIT_TRUST_PURCHASE as purchase } from './unit-trust-purchase';

/** The rules of its steps after the first: each chosen fund's contribution, and monthly amounts paid by debit order. */
export const rules = laterRules<UnitTrustAnswers>({
  options: (attributes) => contributionSchema(attributes),
  debitOrderNeeded: (draft) =>
    totalOf(draft.choices, 'monthly') > 0 ? BUY_MESSAGES.debitOrderForMonthly : undefined,
});

/**
 * The unit trust's steps after the first, its own options step among them, Confirm's post, what the
 * check page and the receipt read of it, and the receipt a purchase ends in: the tag's one later chunk
 * (its `later`).
 */
export function ProductLaterSteps(props: LaterStepsProps<UnitTrustAnswers>) {
  return (
    <LaterSteps {...props} Options={UnitTrustContributions} rules={rules} purchase={UNIT_TRUST_PURCHASE} />
  );
}

/** The receipt, with the EFT account the unit trust is paid into (its eftdetails). */
export function BuyReceiptView(props: BuyReceiptViewProps) {
  return <SharedReceiptView {...props} eftSource={UNIT_TRUST_PURCHASE.eftAccount} />;
}
