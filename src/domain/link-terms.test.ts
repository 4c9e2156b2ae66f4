import { describe, expect, it } from 'vitest';
import { LIVE_LINK_TERMS } from '../../sandbox/fixtures/links';
import { type LinkTerms, offeredTermsMatch } from './link-terms';

const STORED: LinkTerms = LIVE_LINK_TERMS;

describe('offeredTermsMatch', () => {
  it('accepts a URL that repeats the stored terms, or none of them', () => {
    expect(offeredTermsMatch(STORED, {})).toBe(true);
    expect(
      offeredTermsMatch(STORED, {
        Cat: ' fixed 12 MONTHS',
        option: 'Reinvest',
        MatRate: '9.2100',
        Reinv: '250000.00',
      }),
    ).toBe(true);
  });

  it('refuses a URL whose terms differ', () => {
    expect(offeredTermsMatch(STORED, { MatRate: '25' })).toBe(false);
    expect(offeredTermsMatch(STORED, { MatRate: '99.9999' })).toBe(false);
    expect(offeredTermsMatch(STORED, { option: 'Withdraw everything' })).toBe(false);
    expect(offeredTermsMatch(STORED, { Reinv: '1000000000' })).toBe(false);
    expect(offeredTermsMatch(STORED, { Reinv: '250000.01' })).toBe(false);
    expect(offeredTermsMatch(STORED, { Cat: 'Fixed 60 months' })).toBe(false);
  });

  it('refuses numbers that are not numbers', () => {
    expect(offeredTermsMatch(STORED, { MatRate: '' })).toBe(false);
    expect(offeredTermsMatch(STORED, { MatRate: 'NaN' })).toBe(false);
    expect(offeredTermsMatch(STORED, { Reinv: 'Infinity' })).toBe(false);
  });
});
