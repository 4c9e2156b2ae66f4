import { describe, expect, it } from 'vitest';
import {
  attributeValue,
  numericAttribute,
  PRODUCT_ATTRIBUTE_KEYS,
  type ProductAttribute,
} from './product-attributes';

const attributes: ProductAttribute[] = [
  { Key: 'NominalRate', Value: '7.5' },
  { Key: 'MinimumInvestmentAmount', Value: 5000 },
  { Key: 'MinimumLumpSumInvestmentAmount', Value: '5 000.50' },
  { Key: 'TaxFreeContributionsRemaining', Value: '36,000' },
  { Key: 'CanPurchase', Value: '1' },
  { Key: 'DisabledButtonText', Value: null },
  { Key: 'MDDUrl', Value: 'https://example.co.za/mdd.pdf' },
  { Key: 'FundInfo', Value: 'n/a' },
];

describe('product attributes', () => {
  it('lists the spec keys and the purchase limit', () => {
    expect(PRODUCT_ATTRIBUTE_KEYS).toHaveLength(23);
    expect(PRODUCT_ATTRIBUTE_KEYS).toContain('TaxYearStart');
    expect(PRODUCT_ATTRIBUTE_KEYS).toContain('MaximumInvestmentAmount');
  });

  it('finds a value by key as text', () => {
    expect(attributeValue(attributes, 'NominalRate')).toBe('7.5');
    expect(attributeValue(attributes, 'MinimumInvestmentAmount')).toBe('5000');
    expect(attributeValue(attributes, 'CanPurchase')).toBe('1');
  });

  it('gives undefined for absent or null values and missing lists', () => {
    expect(attributeValue(attributes, 'MaturityRate')).toBeUndefined();
    expect(attributeValue(attributes, 'DisabledButtonText')).toBeUndefined();
    expect(attributeValue(undefined, 'NominalRate')).toBeUndefined();
  });

  it('reads numbers, ignoring spaces and commas between thousands', () => {
    expect(numericAttribute(attributes, 'NominalRate')).toBe(7.5);
    expect(numericAttribute(attributes, 'MinimumInvestmentAmount')).toBe(5000);
    expect(numericAttribute(attributes, 'MinimumLumpSumInvestmentAmount')).toBe(5000.5);
    expect(numericAttribute(attributes, 'TaxFreeContributionsRemaining')).toBe(36_000);
  });

  it('gives undefined for values that are not numbers', () => {
    expect(numericAttribute(attributes, 'FundInfo')).toBeUndefined();
    expect(numericAttribute(attributes, 'DisabledButtonText')).toBeUndefined();
    expect(numericAttribute(attributes, 'MaturityRate')).toBeUndefined();
  });
});
