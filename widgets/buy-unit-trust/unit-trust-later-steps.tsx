import { LaterSteps, type LaterStepsProps } from '../buy';

import { UnitTrustContributions } from './unit-trust-contributions';
import type { UnitTrustAnswers } from './unit-trust-rules';

export { BuyReceiptView, postPurchase, purchaseReceipt } from '../buy';
export { unitTrustPurchaseFields } from './unit-trust-purchase-fields';

/**
 * The unit trust's steps after the first, its own options step among them, Confirm's
 * post and the receipt a purchase ends in: the tag's one later chunk (its `later`).
 */
export function ProductLaterSteps(props: LaterStepsProps<UnitTrustAnswers>) {
  return <LaterSteps {...props} Options={UnitTrustContributions} />;
}
