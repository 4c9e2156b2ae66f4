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

  it('handles an empty list', () => {
    expect(splitProducts([])).toEqual({ available: [], missing: [] });
  });
});
