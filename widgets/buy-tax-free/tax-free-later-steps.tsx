import { LaterSteps, type LaterStepsProps } from '../buy';

import { TaxFreeOptions } from './tax-free-options';
import type { TaxFreeAnswers } from './tax-free-rules';
import { taxYearTotal } from './tax-year-total';

export { BuyReceiptView, postPurchase, purchaseReceipt } from '../buy';

/**
 * The tax-free savings account's steps after the first, its own options step among them, Confirm's
 * post and the receipt a purchase ends in: the tag's one later chunk (its `later`).
 */
export function ProductLaterSteps(props: LaterStepsProps<TaxFreeAnswers>) {
  return (
    <LaterSteps
      {...props}
      Options={TaxFreeOptions}
      period={(answers, attributes) => taxYearTotal(answers, attributes)}
    />
  );
}
