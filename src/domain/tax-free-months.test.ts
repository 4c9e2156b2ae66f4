import { describe, expect, it } from 'vitest';
import { firstDebitDate, remainingDebitMonths, taxYearStartMonth } from './tax-free-months';

const on = (month: number, day = 15) => new Date(2024, month - 1, day);

describe('remainingDebitMonths', () => {
  it('counts the debits from next month to February, with the March start by default', () => {
    const expected = [1, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
    for (let month = 1; month <= 12; month += 1)
      expect(remainingDebitMonths(on(month))).toBe(expected[month - 1]);
  });

  it('gives 11 on 1 March and none on the last day of February, in a leap year too', () => {
    expect(remainingDebitMonths(new Date(2026, 2, 1, 0, 0))).toBe(11);
    expect(remainingDebitMonths(new Date(2027, 1, 28, 23, 59))).toBe(0);
    expect(remainingDebitMonths(new Date(2028, 1, 29, 23, 59))).toBe(0);
    expect(remainingDebitMonths(new Date(2028, 2, 1))).toBe(11);
    expect(remainingDebitMonths(new Date(2027, 0, 31))).toBe(1);
  });

  it('uses the TaxYearStart attribute', () => {
    expect(remainingDebitMonths(on(1), 1)).toBe(11);
    expect(remainingDebitMonths(on(12), 1)).toBe(0);
    expect(remainingDebitMonths(on(6), '7')).toBe(0);
    expect(remainingDebitMonths(on(7), '2024-07-01T00:00:00')).toBe(11);
  });
});

describe('taxYearStartMonth', () => {
  it('accepts a month number', () => {
    expect(taxYearStartMonth(1)).toBe(1);
    expect(taxYearStartMonth(12)).toBe(12);
    expect(taxYearStartMonth('03')).toBe(3);
    expect(taxYearStartMonth(' 7 ')).toBe(7);
  });

  it('accepts a month name', () => {
    expect(taxYearStartMonth('March')).toBe(3);
    expect(taxYearStartMonth('sep')).toBe(9);
  });

  it('accepts a date and takes its month', () => {
    expect(taxYearStartMonth('2023-03-01')).toBe(3);
    expect(taxYearStartMonth('2023-07-01T00:00:00Z')).toBe(7);
  });

  it('defaults to March for anything else', () => {
    for (const value of [undefined, null, '', 0, 13, 2.5, '13', 'soon', 'Julyish1', '1 July', 'July 2024']) {
      expect(taxYearStartMonth(value)).toBe(3);
    }
  });
});

describe('firstDebitDate', () => {
  it('is the 1st of the month after the purchase, also across the year end', () => {
    expect(firstDebitDate(new Date(2026, 10, 25))).toBe('2026-12-01');
    expect(firstDebitDate(new Date(2026, 11, 31, 23, 59))).toBe('2027-01-01');
    expect(firstDebitDate(new Date(2027, 1, 28))).toBe('2027-03-01');
  });
});
