import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVESTMENT_OPTION,
  DEFAULT_PAYMENT_TYPE,
  INVESTMENT_OPTIONS,
  PAYMENT_TYPES,
  PRODUCT_SUB_TYPE_ID,
  RATING,
} from './business-constants';

// The values themselves are proved where they act, by the spec's literals: the buy wizards' defaults and
// post (widgets/buy/buy-wizard-definition.test.ts: 263, EFT, Growth, 'Web Buy'), the secured
// investment's rate preference (secured-investment-rules.test.ts: 'Fixed'), the three products' attributes
// read from the sandbox by sub-type, the rating scale (widgets/rate-us/rate-us.test.tsx: 1 Unlikely to
// 10 Likely), the report frame (report-viewer.test.tsx: 700), the identity number (profile-schemas.test:
// 13) and the footer's documents (portal/layout/footer-documents.test.tsx: collection 35). Here: how the
// constants must agree with one another.
describe('business constants', () => {
  it('default to one of their own options', () => {
    expect(INVESTMENT_OPTIONS).toContain(DEFAULT_INVESTMENT_OPTION);
    expect(PAYMENT_TYPES).toContain(DEFAULT_PAYMENT_TYPE);
  });

  it('give each product a sub-type of its own', () => {
    const ids = Object.values(PRODUCT_SUB_TYPE_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('rate on a scale that runs upwards', () => {
    expect(RATING.min).toBeLessThan(RATING.max);
  });
});
