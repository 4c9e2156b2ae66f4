import { describe, expect, it } from 'vitest';
import {
  categoryTitle,
  isShownOnHome,
  lifeSummaryFirst,
  productDisplayName,
  valuedCategories,
  visibleMissingProducts,
} from './dashboard';

describe('productDisplayName', () => {
  const product = { ProductText: 'Mokoena family plan', NavigationText: 'Group Funeral Cover' };
  it("shows the summary's name, or the kind of product where ShowName is false", () => {
    expect(productDisplayName(product, { Name: 'Mokoena family plan GFC-0045822', ShowName: true })).toBe(
      'Mokoena family plan GFC-0045822',
    );
    expect(productDisplayName(product, { Name: 'Mokoena family plan GFC-0045822', ShowName: false })).toBe(
      'Group Funeral Cover',
    );
  });

  it("uses the list's text until the summary is there, or when it has no name", () => {
    expect(productDisplayName(product, undefined)).toBe('Mokoena family plan');
    expect(productDisplayName(product, { Name: '', ShowName: true })).toBe('Mokoena family plan');
    expect(productDisplayName({ ProductText: '', NavigationText: 'Wills' }, undefined)).toBe('Wills');
  });
});

describe('lifeSummaryFirst', () => {
  it('puts item 29 first and keeps the order of the rest', () => {
    const ids = [30, 29, 31, 29].map((id, index) => ({ id, index }));
    expect(lifeSummaryFirst(ids, (item) => item.id).map((item) => item.index)).toEqual([1, 3, 0, 2]);
  });
});

describe('home categories', () => {
  it('skips items 157 and 99', () => {
    expect(isShownOnHome(157)).toBe(false);
    expect(isShownOnHome(99)).toBe(false);
    expect(isShownOnHome(1)).toBe(true);
    expect(isShownOnHome(100)).toBe(true);
  });

  it('filters a category list, keeping its order', () => {
    const categories = [
      { NavigationItemID: 1, NavigationText: 'Wealth' },
      { NavigationItemID: 157, NavigationText: 'Hidden' },
      { NavigationItemID: 5, NavigationText: 'Group Solutions' },
      { NavigationItemID: 99, NavigationText: 'Ventures' },
      { NavigationItemID: 6, NavigationText: 'Future' },
    ];
    expect(valuedCategories(categories).map((category) => category.NavigationItemID)).toEqual([1, 5, 99, 6]);
  });
});

describe('visibleMissingProducts', () => {
  it('hides TAXFREESAVINGS only', () => {
    const missing = [{ CODE: 'TAXFREESAVINGS' }, { CODE: 'TAXFREESAVINGSACCOUNT' }, { CODE: 'UNITTRUST' }];
    expect(visibleMissingProducts(missing).map((product) => product.CODE)).toEqual([
      'TAXFREESAVINGSACCOUNT',
      'UNITTRUST',
    ]);
    expect(visibleMissingProducts([{ CODE: 'taxfreesavings ' }])).toEqual([]);
  });
});

describe('categoryTitle', () => {
  it("prefixes 'My '", () => {
    expect(categoryTitle('Wealth')).toBe('My Wealth');
    expect(categoryTitle('Future')).toBe('My Future');
    expect(categoryTitle(' Ventures ')).toBe('My Ventures');
  });

  it("shows 'Group Solutions' as 'My Employee Benefits'", () => {
    expect(categoryTitle('Group Solutions')).toBe('My Employee Benefits');
  });
});
