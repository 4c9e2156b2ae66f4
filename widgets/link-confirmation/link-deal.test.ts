import { describe, expect, it } from 'vitest';
import { LIVE_LINK_TERMS } from '../../sandbox/fixtures/links';
import { nbsp } from '../../src/test/nbsp';
import { expiredOn, offerStands, reinvestConfirmDoes, reinvestDeal, termOf, yearlyRate } from './link-deal';

describe('termOf', () => {
  it('finds the term a category names, in months or years', () => {
    expect(termOf('Fixed 12 months')).toBe('12 months');
    expect(termOf('fixed 1 month')).toBe('1 month');
    expect(termOf('Fixed 3 Years')).toBe('3 years');
    expect(termOf('Fixed 1 year')).toBe('1 year');
    expect(termOf('12months')).toBe('12 months');
  });

  it('finds none where the category names none', () => {
    for (const category of ['Income', 'Fixed', '12', 'Monthly income', '', '1000 months', 'Fixed 0 months']) {
      expect(termOf(category), category).toBeUndefined();
    }
  });
});

describe('the deal', () => {
  it('states amount, term and rate in one line, with the one money format', () => {
    expect(reinvestDeal(LIVE_LINK_TERMS)).toBe(nbsp('Reinvest R250 000.00 for 12 months at 9.21% a year'));
    expect(reinvestDeal({ ...LIVE_LINK_TERMS, reinvestAmount: 1234567.5, maturityRate: 8.5 })).toBe(
      nbsp('Reinvest R1 234 567.50 for 12 months at 8.5% a year'),
    );
  });

  it('leaves the term out where the category names none, rather than invent one', () => {
    const terms = { ...LIVE_LINK_TERMS, category: 'Income' };
    expect(reinvestDeal(terms)).toBe(nbsp('Reinvest R250 000.00 at 9.21% a year'));
    expect(reinvestConfirmDoes(terms)).toBe(
      nbsp('We reinvest R250 000.00 at 9.21% a year, and e-mail you to confirm it.'),
    );
  });

  it('says what Confirm does in one sentence', () => {
    expect(reinvestConfirmDoes(LIVE_LINK_TERMS)).toBe(
      nbsp('We reinvest R250 000.00 for 12 months at 9.21% a year, and e-mail you to confirm it.'),
    );
    expect(yearlyRate(9.21)).toBe('9.21% a year');
  });
});

describe('offerStands', () => {
  it('gives the last day as D MMM YYYY and the whole days left', () => {
    expect(offerStands('2026-12-28', '2026-11-28')).toEqual({
      title: 'This offer stands until 28 Dec 2026',
      detail: '30 days left. After that this link expires and you will need to call us.',
    });
    expect(offerStands('2027-03-01', '2027-02-28')?.detail).toMatch(/^1 day left\./);
    expect(offerStands('2026-11-28', '2026-11-28')?.detail).toMatch(/^Today is the last day\./);
  });

  it('says nothing once the day has passed, or for a date it cannot read', () => {
    expect(offerStands('2026-11-27', '2026-11-28')).toBeUndefined();
    expect(offerStands('soon', '2026-11-28')).toBeUndefined();
  });
});

describe('expiredOn', () => {
  it('names the day a link expired once that day has come', () => {
    expect(expiredOn('2026-11-18', '2026-11-28')).toBe('This link expired on 18 Nov 2026');
    expect(expiredOn('2026-11-28', '2026-11-28')).toBe('This link expired on 28 Nov 2026');
  });

  it('names no day the API’s date does not bear out (still ahead, or unreadable)', () => {
    expect(expiredOn('2026-12-28', '2026-11-28')).toBeUndefined();
    expect(expiredOn('soon', '2026-11-28')).toBeUndefined();
  });
});
