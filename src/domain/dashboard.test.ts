import { describe, expect, it } from 'vitest';
import { categoryTitle, homeCategories, isShownOnHome, visibleMissingProducts } from './dashboard';

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
    expect(homeCategories(categories).map((category) => category.NavigationItemID)).toEqual([1, 5, 6]);
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
