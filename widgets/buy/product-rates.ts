import { attributeValue, type ProductAttribute } from '../../src/domain/product-attributes';

const RATES = [
  ['NominalRate', 'Nominal rate'],
  ['MaturityRate', 'Maturity rate'],
  ['FirstYearEffectiveRate', 'First-year effective rate'],
  ['FiveYearEffectiveRate', 'Five-year effective rate'],
] as const;

/**
 * The rates the product's attributes give, each as [label, '9.21% a year'], in the order a customer
 * compares them; a rate the attributes leave empty (a unit trust has none) is left out. The rate is
 * shown as the product states it, not rounded as §9 rounds other percentages.
 */
export function productRates(attributes: readonly ProductAttribute[]): [label: string, text: string][] {
  return RATES.flatMap(([key, label]) => {
    const rate = attributeValue(attributes, key);
    return rate ? [[label, `${rate}% a year`] as [string, string]] : [];
  });
}
