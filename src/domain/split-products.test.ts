import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from './catalogue';
import { splitProducts } from './split-products';

const list = [
  { Available: true, NavigationCode: 'SECUREDINVESTMENT', NavigationItemID: 2, ProductInstanceID: 11 },
  { Available: false, NavigationCode: 'UNITTRUST', NavigationItemID: 86, ProductInstanceID: 0 },
  { Available: false, NavigationCode: 'RETIREMENTFUND', NavigationItemID: 14, ProductInstanceID: 0 },
  { Available: false, NavigationCode: 'NOT_IN_CATALOGUE', NavigationItemID: 500, ProductInstanceID: 0 },
  { Available: true, NavigationCode: 'RETIREMENTFUND', NavigationItemID: 14, ProductInstanceID: 12 },
  { Available: false, NavigationCode: 'taxfreesavingsaccount', NavigationItemID: 110, ProductInstanceID: 0 },
];

/** A missing tax-free account as the API lists it, with its own name and pitch. */
const missingTaxFree = (ProductText: string, Description: string) => ({
  Available: false,
  NavigationCode: 'TAXFREESAVINGSACCOUNT',
  NavigationItemID: 110,
  ProductText,
  Description,
});

describe('splitProducts', () => {
  it('keeps every available product, whatever the catalogue says', () => {
    const { available } = splitProducts(list);
    expect(available.map((item) => item.ProductInstanceID)).toEqual([11, 12]);
  });

  it('keeps missing products that the catalogue offers, joined with their copy', () => {
    const { missing } = splitProducts(list);
    expect(missing.map((item) => item.CODE)).toEqual(['UNITTRUST', 'TAXFREESAVINGSACCOUNT']);
    expect(missing[0]).toMatchObject({
      NavigationItemID: 86,
      ProductText: 'Unit Trust',
      ProductInstanceID: 0,
    });
    expect(missing[0]?.Description).toMatch(/managed funds/);
  });

  it('drops missing products with NebulaView false or not in the catalogue', () => {
    const codes = splitProducts(list).missing.map((item) => item.NavigationCode);
    expect(codes).not.toContain('RETIREMENTFUND');
    expect(codes).not.toContain('NOT_IN_CATALOGUE');
  });

  it('uses the given catalogue', () => {
    const catalogue: CatalogueEntry[] = [
      { CODE: 'RETIREMENTFUND', ProductText: 'Retire', Description: 'd', NebulaView: true },
    ];
    expect(splitProducts(list, catalogue).missing.map((item) => item.CODE)).toEqual(['RETIREMENTFUND']);
  });

  it("shows the API's ProductText and Description where it sends them (spec §2 missing-product tiles)", () => {
    const sent = [
      missingTaxFree(
        'Tax-free Savings Account',
        'Save up to R46 000 a year and pay no tax on interest, dividends or growth.',
      ),
    ];
    expect(splitProducts(sent, undefined, '2024-02-28').missing[0]).toMatchObject({
      CODE: 'TAXFREESAVINGSACCOUNT',
      ProductText: 'Tax-free Savings Account',
      Description: 'Save up to R46 000 a year and pay no tax on interest, dividends or growth.',
    });
  });

  it('falls back to the catalogue copy for blank API text, its promotion only while it runs', () => {
    const blank = [missingTaxFree(' ', '')];
    const before = splitProducts(blank, undefined, '2024-02-28').missing[0];
    expect(before?.ProductText).toBe('Tax-free Savings Account');
    expect(before?.Description).toContain('until 29 February 2024');
    const after = splitProducts(blank, undefined, '2024-03-01').missing[0];
    expect(after?.Description).not.toContain('2024');
    expect(splitProducts(blank).missing[0]?.Description).not.toContain('2024');
  });

  it('handles an empty list', () => {
    expect(splitProducts([])).toEqual({ available: [], missing: [] });
  });
});
