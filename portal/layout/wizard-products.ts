import { BUY_ROUTES } from '../../src/domain/buy-routing';

/**
 * The buy wizards' routes and the product each sells, as its wizard names it: on these pages the site
 * header gives way to a focused one (DESIGN §3 Navigation). Kept here, not read from the wizards, so the
 * header (in every page's first script) carries none of their code; a test holds the names equal.
 */
const WIZARD_PRODUCTS: Readonly<Record<string, string>> = {
  [BUY_ROUTES.securedInvestment]: 'Secured Investment',
  [BUY_ROUTES.taxFreeInvestment]: 'Tax-Free Savings Account',
  [BUY_ROUTES.unitTrust]: 'Unit Trust',
};

/** The product a buy wizard at `path` sells, or undefined on every other page. */
export function wizardProductAt(path: string): string | undefined {
  const route = path.toLowerCase().replace(/\/+$/, '');
  return Object.hasOwn(WIZARD_PRODUCTS, route) ? WIZARD_PRODUCTS[route] : undefined;
}
