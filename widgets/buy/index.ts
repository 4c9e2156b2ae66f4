// The buy engine the buy wizards share (<fg-buy-secured-investment>, and tax-free and unit trust next):
// the shared steps, the one purchase per run, and the product definition each wizard fills in. A tag of none.
export { amountField, amountInput, randIn, storedAmount, typedAmountMessage } from './amount-rules';
export { buyElement } from './buy-element';
export { BUY_MESSAGES } from './buy-messages';
export type { BuyProduct, ProductStepProps } from './buy-product';
export { buyStyles } from './buy-styles';
export { BuyText } from './buy-text';
export {
  type BuyEvents,
  BuyWizard,
  type BuyWizardProps,
} from './buy-wizard';
export { BUY_STEP } from './buy-wizard-definition';
export { useProductLink } from './product-link';
export { NotForSaleNotice, ProductDocuments } from './steps/investment-details-step';
