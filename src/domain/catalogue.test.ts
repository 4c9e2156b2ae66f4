import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  CATALOGUE_CODES,
  type CatalogueEntry,
  catalogueCopy,
  findCatalogueEntry,
  isPromotionCurrent,
} from './catalogue';

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
    expect(findCatalogueEntry('TAXFREESAVINGSACCOUNT')?.Promotion).toEqual({
      text: 'Earn a return starting at 10% until 29 February 2024.',
      lastDay: '2024-02-29',
    });
  });

  it('keeps every dated offer out of the descriptions, in a promotion with its last day', () => {
    for (const entry of CATALOGUE) {
      expect(entry.Description).not.toMatch(/\b(19|20)\d\d\b/);
      if (entry.Promotion) expect(entry.Promotion.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('catalogueCopy', () => {
  const taxFree = findCatalogueEntry('TAXFREESAVINGSACCOUNT');
  if (!taxFree) throw new Error('no TAXFREESAVINGSACCOUNT');

  it('shows the promotion the day before it ends and on its last day', () => {
    expect(catalogueCopy(taxFree, '2024-02-28')).toBe(
      `${taxFree.Description} Earn a return starting at 10% until 29 February 2024.`,
    );
    expect(catalogueCopy(taxFree, '2024-02-29')).toContain('until 29 February 2024');
  });

  it('hides it from the day after, and so today', () => {
    expect(catalogueCopy(taxFree, '2024-03-01')).toBe(taxFree.Description);
    expect(catalogueCopy(taxFree)).toBe(taxFree.Description);
    expect(isPromotionCurrent({ text: 'x', lastDay: '2024-02-29' }, '2024-03-01')).toBe(false);
  });

  it('is the description alone for an entry without a promotion', () => {
    const unitTrust = findCatalogueEntry('UNITTRUST');
    expect(unitTrust && catalogueCopy(unitTrust, '2000-01-01')).toBe(unitTrust?.Description);
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
