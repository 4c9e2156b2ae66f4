import { describe, expect, it } from 'vitest';
import { CATALOGUE, CATALOGUE_CODES, type CatalogueEntry, findCatalogueEntry } from './catalogue';

const NOT_OFFERED = ['BENCARE', 'RETIREMENTFUND', 'UNCLAIMEDFUND', 'SETTLEMENTTRUST'];

describe('CATALOGUE', () => {
  it('has one entry per spec code, in spec order', () => {
    expect(CATALOGUE.map((entry) => entry.CODE)).toEqual([...CATALOGUE_CODES]);
    expect(CATALOGUE_CODES).toHaveLength(20);
  });

  it('has product text and a description for every entry', () => {
    for (const entry of CATALOGUE) {
      expect(entry.ProductText.trim()).not.toBe('');
      expect(entry.Description.trim().length).toBeGreaterThan(20);
    }
  });

  it('has NebulaView false exactly for BENCARE, RETIREMENTFUND, UNCLAIMEDFUND and SETTLEMENTTRUST', () => {
    const hidden = CATALOGUE.filter((entry) => !entry.NebulaView).map((entry) => entry.CODE);
    expect(hidden).toEqual(NOT_OFFERED);
  });

  it('carries the spec copy', () => {
    expect(findCatalogueEntry('RETIREMENTFUND')?.Description).toContain('75% of your salary');
    expect(findCatalogueEntry('GROUPFUNERALCOVER')?.Description).toContain('usually paid within 48 hours');
    expect(findCatalogueEntry('TAXFREESAVINGSACCOUNT')?.Description).toContain(
      'starting at 10% until 29 February 2024',
    );
  });
});

describe('findCatalogueEntry', () => {
  it('finds by code, ignoring case and spaces', () => {
    expect(findCatalogueEntry('UNITTRUST')?.ProductText).toBe('Unit Trust');
    expect(findCatalogueEntry(' unittrust ')?.ProductText).toBe('Unit Trust');
  });

  it('returns undefined for unknown or missing codes', () => {
    expect(findCatalogueEntry('CRYPTO')).toBeUndefined();
    expect(findCatalogueEntry('')).toBeUndefined();
    expect(findCatalogueEntry(null)).toBeUndefined();
  });

  it('searches a given catalogue', () => {
    const custom: CatalogueEntry[] = [
      { CODE: 'WILLS', ProductText: 'Custom', Description: 'x', NebulaView: false },
    ];
    expect(findCatalogueEntry('WILLS', custom)?.ProductText).toBe('Custom');
    expect(findCatalogueEntry('TRUSTS', custom)).toBeUndefined();
  });
});
