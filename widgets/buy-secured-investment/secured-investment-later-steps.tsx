import { LaterSteps, type LaterStepsProps } from '../buy';

import { SecuredInvestmentOptions } from './secured-investment-options';
import type { SecuredInvestmentAnswers } from './secured-investment-rules';

export { BuyReceiptView, postPurchase, purchaseReceipt } from '../buy';

/**
 * The secured investment's steps after the first, its own options step among them, Confirm's
 * post and the receipt a purchase ends in: the tag's one later chunk (its `later`).
 */
export function ProductLaterSteps(props: LaterStepsProps<SecuredInvestmentAnswers>) {
  return <LaterSteps {...props} Options={SecuredInvestmentOptions} />;
}
