import { attributeValue, type ProductAttribute } from './product-attributes';

// Whether a product is for sale online, apart from the purchase rules (purchase-rules.ts): a buy tag's
// first screen reads only this, the rules come with its later steps.

/** What a product that is not for sale online says, when its attributes give no text of their own. */
export const NOT_FOR_SALE = 'Not available online';

/** Spec §5: the product is bought online only while CanPurchase is '1'. */
export const canPurchase = (attributes: readonly ProductAttribute[]) =>
  attributeValue(attributes, 'CanPurchase')?.trim() === '1';
