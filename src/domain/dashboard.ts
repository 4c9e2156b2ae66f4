import { NAVIGATION_ITEM_ID } from './navigation';

/** Navigation items left out of the home dashboard's category list (§2). */
const HOME_HIDDEN_NAVIGATION_ITEM_IDS: readonly number[] = [
  NAVIGATION_ITEM_ID.hiddenOnHome,
  NAVIGATION_ITEM_ID.venture,
];

/** Missing-product codes never shown as tiles on the home and wealth dashboards. */
const HIDDEN_MISSING_PRODUCT_CODES: readonly string[] = ['TAXFREESAVINGS'];

/** True when the category with this navigation item id is in the home dashboard's list (§2: not 157, not 99). */
export function isShownOnHome(navigationItemId: number): boolean {
  return !HOME_HIDDEN_NAVIGATION_ITEM_IDS.includes(navigationItemId);
}

/**
 * The categories whose balances the home dashboard's total and cards show: the home list plus Ventures
 * (item 99), in their order. §2 leaves Ventures out of the home *list* (its accordions), not out of the
 * customer's money: the total is every valued holding, ventures included (DESIGN.md §8 M4).
 */
export function valuedCategories<T extends { readonly NavigationItemID: number }>(
  categories: readonly T[],
): T[] {
  return categories.filter(
    (category) =>
      isShownOnHome(category.NavigationItemID) || category.NavigationItemID === NAVIGATION_ITEM_ID.venture,
  );
}

/** Missing products to show as tiles: all but TAXFREESAVINGS (superseded by TAXFREESAVINGSACCOUNT). */
export function visibleMissingProducts<T extends { readonly CODE: string }>(missing: readonly T[]): T[] {
  return missing.filter(
    (product) => !HIDDEN_MISSING_PRODUCT_CODES.includes(product.CODE.trim().toUpperCase()),
  );
}

/** Accordion title of a home dashboard category: 'My {NavigationText}', with 'Group Solutions' shown as 'My Employee Benefits'. */
export function categoryTitle(navigationText: string): string {
  const text = navigationText.trim();
  return text === 'Group Solutions' ? 'My Employee Benefits' : `My ${text}`;
}

/**
 * The name a product is shown under (spec §3 panel summary): the summary's Name, unless its ShowName is
 * false, when the name is hidden and the kind of product (the list's NavigationText) stands instead.
 * Before the summary is there, the product list's own text.
 */
export function productDisplayName(
  product: { readonly ProductText: string; readonly NavigationText: string },
  summary: { readonly Name: string; readonly ShowName: boolean } | undefined,
): string {
  if (summary && !summary.ShowName) return product.NavigationText;
  return summary?.Name || product.ProductText || product.NavigationText;
}

/** The products of My Employee Benefits in the order shown: the life summary (item 29, spec §2) first. */
export function lifeSummaryFirst<T>(products: readonly T[], navigationItemIdOf: (product: T) => number): T[] {
  const isLife = (product: T) => navigationItemIdOf(product) === NAVIGATION_ITEM_ID.lifeSummary;
  return [...products.filter(isLife), ...products.filter((product) => !isLife(product))];
}
