import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';

/** The customer pages (spec §2 Signed-in area). */
export const CUSTOMER_ROUTES = {
  dashboard: '/app/customer/dashboard',
  investments: '/app/customer/investments',
  wealth: '/app/Customer/wealth',
  employeeBenefits: '/app/customer/employee-benefits',
  willsAndTrusts: '/app/customer/wills-and-trusts',
  ventures: '/app/customer/ventures',
  accounts: '/app/customer/accounts',
  memberPortalSuccess: '/app/MemberPortalSuccess',
} as const;

const CATEGORY_PAGES: ReadonlyMap<number, string> = new Map([
  [NAVIGATION_ITEM_ID.wealth, CUSTOMER_ROUTES.investments],
  [NAVIGATION_ITEM_ID.employeeBenefits, CUSTOMER_ROUTES.employeeBenefits],
  [NAVIGATION_ITEM_ID.willsAndTrusts, CUSTOMER_ROUTES.willsAndTrusts],
  [NAVIGATION_ITEM_ID.venture, CUSTOMER_ROUTES.ventures],
]);

/** The page of a dashboard category, or undefined for a category without one (e.g. 157). */
export function categoryPage(categoryId: number): string | undefined {
  return CATEGORY_PAGES.get(categoryId);
}

/** /app/wealth/{ProductInstanceID}: the wealth page with that product's accordion open. */
export function wealthProductPath(productInstanceId: number): string {
  return `/app/wealth/${encodeURIComponent(productInstanceId)}`;
}
