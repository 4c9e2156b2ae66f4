// The buy engine the buy wizards share (<fg-buy-secured-investment>, and tax-free and unit trust next):
// the shared steps, the one purchase per run, and the product definition each wizard fills in. A tag of none.
export { amountField, amountInput, typedAmountMessage } from './amount-rules';
export type { BuyDraft } from './buy-draft';
export { buyElement } from './buy-element';
export { BUY_MESSAGES } from './buy-messages';
export type { BuyProduct, ProductPurchase, ProductStepProps } from './buy-product';
export { saveReceipt } from './buy-receipt';
export { BuyReceiptView, type BuyReceiptViewProps } from './buy-receipt-view';
export { buyStyles } from './buy-styles';
export { BuyText } from './buy-text';
export {
  type BuyEvents,
  BuyWizard,
  type BuyWizardProps,
} from './buy-wizard';
export { BUY_STEP } from './buy-wizard-definition';
export { laterRules } from './later-rules';
export { LaterSteps, type LaterStepsProps } from './later-steps';
export { LeaveQuestion } from './leave-question';
export { postPurchase } from './post-purchase';
export { useProductLink } from './product-link';
export { purchaseReceipt } from './purchase-receipt';
export type { PeriodTotal } from './purchase-totals';
export { NotForSaleNotice, ProductDocuments } from './steps/investment-details-step';
export { randIn, storedAmount } from './stored-amount';
