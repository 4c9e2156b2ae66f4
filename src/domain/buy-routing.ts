import { NAVIGATION_ITEM_ID } from './navigation';

/** Routes of the buy wizards and the contact form every other product falls back to. */
export const BUY_ROUTES = {
  securedInvestment: '/app/buy/secured-investment',
  unitTrust: '/app/buy/unit-trust',
  taxFreeInvestment: '/app/buy/tax-free-investment',
  contactForm: '/app/buy/contact-form',
} as const;

/** One of the {@link BUY_ROUTES}. */
export type BuyRoute = (typeof BUY_ROUTES)[keyof typeof BUY_ROUTES];

const ROUTE_BY_CODE: ReadonlyMap<string, BuyRoute> = new Map([
  ['SECUREDINVESTMENT', BUY_ROUTES.securedInvestment],
  ['UNITTRUST', BUY_ROUTES.unitTrust],
  ['TAXFREESAVINGSACCOUNT', BUY_ROUTES.taxFreeInvestment],
]);

const ROUTE_BY_NAVIGATION_ITEM: ReadonlyMap<number, BuyRoute> = new Map([
  [NAVIGATION_ITEM_ID.securedInvestment, BUY_ROUTES.securedInvestment],
  [NAVIGATION_ITEM_ID.unitTrust, BUY_ROUTES.unitTrust],
  [NAVIGATION_ITEM_ID.taxFreeInvestment, BUY_ROUTES.taxFreeInvestment],
]);

/** Buy route for a missing-product tile, by catalogue code (case and surrounding spaces ignored). */
export function buyRouteForCode(code: string | null | undefined): BuyRoute {
  return ROUTE_BY_CODE.get((code ?? '').trim().toUpperCase()) ?? BUY_ROUTES.contactForm;
}

/** Buy route for a wealth accordion's Buy button, by navigation item id. */
export function buyRouteForNavigationItem(navigationItemId: number | null | undefined): BuyRoute {
  return (
    (navigationItemId == null ? undefined : ROUTE_BY_NAVIGATION_ITEM.get(navigationItemId)) ??
    BUY_ROUTES.contactForm
  );
}

/**
 * Where a Buy button leads: the product's wizard, or the contact form about that product by name
 * (`/app/buy/contact-form?product=Wills`); the form reads the name back as untrusted text.
 */
export function buyLink(route: BuyRoute, productName: string | null | undefined): string {
  const name = productName?.trim();
  return route === BUY_ROUTES.contactForm && name
    ? `${route}?${new URLSearchParams({ product: name })}`
    : route;
}
