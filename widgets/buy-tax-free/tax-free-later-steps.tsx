import { LaterSteps, type LaterStepsProps } from '../buy';

import { TaxFreeOptions } from './tax-free-options';
import { TAX_FREE_PURCHASE } from './tax-free-purchase';
import type { TaxFreeAnswers } from './tax-free-rules';
import { taxYearTotal } from './tax-year-total';

export { BuyReceiptView, postPurchase, purchaseReceipt, saveReceipt } from '../buy';
export { TAX_FREE_PURCHASE as purchase } from './tax-free-purchase';

/**
 * The tax-free savings account's steps after the first, its own options step among them, Confirm's
 * post, what the check page and the receipt read of it, and the receipt a purchase ends in: the tag's
 * one later chunk (its `later`).
 */
export function ProductLaterSteps(props: LaterStepsProps<TaxFreeAnswers>) {
  return (
    <LaterSteps
      {...props}
      Options={TaxFreeOptions}
      purchase={TAX_FREE_PURCHASE}
      period={(answers, attributes) => taxYearTotal(answers, attributes)}
    />
  );
}
