import { describe, expect, it } from 'vitest';
import { BUY_ROUTES, buyLink, buyRouteForCode, buyRouteForNavigationItem } from './buy-routing';

describe('buyRouteForCode', () => {
  it.each([
    ['SECUREDINVESTMENT', '/app/buy/secured-investment'],
    ['UNITTRUST', '/app/buy/unit-trust'],
    ['TAXFREESAVINGSACCOUNT', '/app/buy/tax-free-investment'],
    [' unittrust ', '/app/buy/unit-trust'],
    ['TAXFREESAVINGS', '/app/buy/contact-form'],
    ['WILLS', '/app/buy/contact-form'],
    ['SETTLEMENTTRUST', '/app/buy/contact-form'],
    ['', '/app/buy/contact-form'],
  ])('routes %j to %s', (code, route) => {
    expect(buyRouteForCode(code)).toBe(route);
  });

  it('routes a missing code to the contact form', () => {
    expect(buyRouteForCode(undefined)).toBe('/app/buy/contact-form');
    expect(buyRouteForCode(null)).toBe('/app/buy/contact-form');
  });
});

describe('buyRouteForNavigationItem', () => {
  it.each([
    [2, '/app/buy/secured-investment'],
    [86, '/app/buy/unit-trust'],
    [110, '/app/buy/tax-free-investment'],
    [132, '/app/buy/contact-form'],
    [1, '/app/buy/contact-form'],
    [0, '/app/buy/contact-form'],
    [null, '/app/buy/contact-form'],
    [undefined, '/app/buy/contact-form'],
  ])('routes %j to %s', (id, route) => {
    expect(buyRouteForNavigationItem(id)).toBe(route);
  });
});

describe('buyLink', () => {
  it('names the product for the contact form, encoded', () => {
    expect(buyLink(BUY_ROUTES.contactForm, 'Wills')).toBe('/app/buy/contact-form?product=Wills');
    expect(buyLink(BUY_ROUTES.contactForm, ' Trusts & Estates ')).toBe(
      '/app/buy/contact-form?product=Trusts+%26+Estates',
    );
  });

  it('leaves a wizard’s route as it is, and the form without a name when there is none', () => {
    expect(buyLink(BUY_ROUTES.unitTrust, 'Unit Trust')).toBe('/app/buy/unit-trust');
    expect(buyLink(BUY_ROUTES.contactForm, '  ')).toBe('/app/buy/contact-form');
    expect(buyLink(BUY_ROUTES.contactForm, null)).toBe('/app/buy/contact-form');
  });
});
