/**
 * Product attribute keys (spec §3), including the sub-type attributes.
 * @internal
 */
export const PRODUCT_ATTRIBUTE_KEYS = [
  'MinimumLumpSumInvestmentAmount',
  'MinimumMonthlyContributionInvestmentAmount',
  'ProductTypeID',
  'ProductSubTypeID',
  'ProductDescription',
  'NominalRate',
  'MaturityRate',
  'MDDUrl',
  'TermsAndConditionsUrl',
  'FicaRequirementsEmailAddress',
  'ContactEmailAddress',
  'BankDetails',
  'FundInfo',
  'MinimumInvestmentAmount',
  'FirstYearEffectiveRate',
  'FiveYearEffectiveRate',
  'DailyNavDate',
  'DisabledButtonText',
  'DisabledButtonInfoText',
  'CanPurchase',
  'TaxFreeContributionsRemaining',
  'TaxYearStart',
  'MaximumInvestmentAmount',
] as const;

/** One of {@link PRODUCT_ATTRIBUTE_KEYS}. */
export type ProductAttributeKey = (typeof PRODUCT_ATTRIBUTE_KEYS)[number];

/** A product attribute as the API sends it: a key/value pair. */
export interface ProductAttribute {
  readonly Key: string;
  readonly Value?: string | number | null;
}

/** The value of the attribute with `key` as text, or `undefined` when absent or null. */
export function attributeValue(
  attributes: readonly ProductAttribute[] | null | undefined,
  key: ProductAttributeKey,
): string | undefined {
  const value = attributes?.find((attribute) => attribute.Key === key)?.Value;
  return value === null || value === undefined ? undefined : String(value);
}

/** The value of the attribute with `key` as a number ('5 000.50' and '5000.50' both read 5000.5), or `undefined`. */
export function numericAttribute(
  attributes: readonly ProductAttribute[] | null | undefined,
  key: ProductAttributeKey,
): number | undefined {
  const text = attributeValue(attributes, key)?.replace(/[\s,]/g, '');
  if (!text) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
