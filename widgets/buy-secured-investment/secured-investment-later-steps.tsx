import { LaterSteps, type LaterStepsProps, laterRules } from '../buy';
import { SecuredInvestmentOptions } from './secured-investment-options';
import { SECURED_INVESTMENT_PURCHASE } from './secured-investment-purchase';
import { type SecuredInvestmentAnswers, securedInvestmentOptionsSchema } from './secured-investment-rules';

export { BuyReceiptView, LeaveQuestion, postPurchase, purchaseReceipt, saveReceipt } from '../buy';
export { SECURED_INVESTMENT_PURCHASE as purchase } from './secured-investment-purchase';

/** The rules of its steps after the first: its options (spec §5). */
export const rules = laterRules<SecuredInvestmentAnswers>({ options: securedInvestmentOptionsSchema });

/**
 * The secured investment's steps after the first, its own options step among them, Confirm's
 * post, what the check page and the receipt read of it, and the receipt a purchase ends in: the tag's
 * one later chunk (its `later`).
 */
export function ProductLaterSteps(props: LaterStepsProps<SecuredInvestmentAnswers>) {
  return (
    <LaterSteps
      {...props}
      Options={SecuredInvestmentOptions}
      rules={rules}
      purchase={SECURED_INVESTMENT_PURCHASE}
    />
  );
}
