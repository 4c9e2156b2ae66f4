import { describe, expect, it } from 'vitest';
import { CUSTOMER_ROUTES, categoryPage, wealthProductPath } from './customer-routes';

describe('customer routes', () => {
  it('maps each category to its page', () => {
    expect([1, 5, 6, 99, 157].map(categoryPage)).toEqual([
      CUSTOMER_ROUTES.investments,
      CUSTOMER_ROUTES.employeeBenefits,
      CUSTOMER_ROUTES.willsAndTrusts,
      CUSTOMER_ROUTES.ventures,
      undefined,
    ]);
  });

  it('builds the wealth path of a product', () => {
    expect(wealthProductPath(700101)).toBe('/app/wealth/700101');
  });
});
