/** Business constants and limits from spec §9 that are not tied to one rule file. */

/** Default country of tax residence: South Africa. */
export const DEFAULT_TAX_COUNTRY_ID = 263;

/** Product sub-type ids of the three products that can be bought online (§9). */
export const PRODUCT_SUB_TYPE_ID = {
  securedInvestment: 13,
  taxFree: 158,
  unitTrust: 116,
} as const;

/** PurchaseMethod sent with every purchase made through the portal. */
export const PURCHASE_METHOD = 'Web Buy';

/** Default rate preference (ProductDescription) of a secured investment. */
export const DEFAULT_RATE_PREFERENCE = 'Fixed';

/** Investment options of a secured investment and of member choice; Growth is the default. */
export const INVESTMENT_OPTIONS = ['Growth', 'Income'] as const;
/** One of {@link INVESTMENT_OPTIONS}. */
export type InvestmentOption = (typeof INVESTMENT_OPTIONS)[number];
/** Default investment option. */
export const DEFAULT_INVESTMENT_OPTION: InvestmentOption = 'Growth';

/** Payment types offered in the buy wizards; EFT is the default. */
export const PAYMENT_TYPES = ['EFT', 'Debit Order'] as const;
/** One of {@link PAYMENT_TYPES}. */
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** Default payment type. */
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'EFT';

/** Content-system collection that holds the footer's downloadable documents. */
export const FOOTER_DOCUMENT_COLLECTION_ID = 35;

/** Rating scale of the rate-my-service form: 1 (Unlikely) to 10 (Likely). */
export const RATING = { min: 1, max: 10, minLabel: 'Unlikely', maxLabel: 'Likely' } as const;

/** Height in pixels of an embedded report frame. */
export const REPORT_FRAME_HEIGHT = 700;

/** Maximum length of the profile's identity number field. */
export const IDENTITY_NUMBER_MAX_LENGTH = 13;
