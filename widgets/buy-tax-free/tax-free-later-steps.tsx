import { LaterSteps, type LaterStepsProps, laterRules } from '../buy';

import { TaxFreeOptions } from './tax-free-options';
import { TAX_FREE_PURCHASE } from './tax-free-purchase';
import { TAX_FREE_MESSAGES, type TaxFreeAnswers, taxFreeOptionsSchema } from './tax-free-rules';
import { taxYearTotal } from './tax-year-total';

export { BuyReceiptView, LeaveQuestion, postPurchase, purchaseReceipt, saveReceipt } from '../buy';
export { TAX_FREE_PURCHASE as purchase } from './tax-free-purchase';

/** The rules of its steps after the first: its options (spec §5), and a monthly amount paid by debit order. */
export const rules = laterRules<TaxFreeAnswers>({
  options: (attributes, draft) => taxFreeOptionsSchema(attributes, draft),
  debitOrderNeeded: (draft) =>
    (draft.monthly.cents ?? 0) > 0 ? TAX_FREE_MESSAGES.debitOrderForMonthly : undefined,
});

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
      rules={rules}
      purchase={TAX_FREE_PURCHASE}
      period={(answers, attributes) => taxYearTotal(answers, attributes)}
    />
  );
}
