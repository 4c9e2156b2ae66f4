import { describe, expect, it } from 'vitest';
import { maskAccountNumber, tidyTypedAmount, typedAmount } from './rand-amount';

describe('reading an amount of rand as typed', () => {
  it.each([
    ['20000', 2_000_000],
    ['20 000', 2_000_000],
    ['R20 000.50', 2_000_050],
    ['r 5000', 500_000],
    ['20,000.05', 2_000_005],
    [' 4999.99 ', 499_999],
    ['1,000,000', 100_000_000],
    ['20 000,50', 2_000_050],
    ['4999,99', 499_999],
    ['5000,5', 500_050],
  ])('reads %j as %d cents', (text, cents) => {
    expect(typedAmount(text).cents).toBe(cents);
  });

  it.each(['', 'abc', '-500', '5000.123', '5e3', '1.2.3', '20,00,0', '2,0000', '1,000.000', '1.000,50'])(
    'refuses %j',
    (text) => {
      expect(typedAmount(text).cents).toBeNull();
    },
  );
});

describe('maskAccountNumber', () => {
  it('hides all but the last four digits', () => {
    expect(maskAccountNumber('62718835012')).toBe('*******5012');
    expect(maskAccountNumber('1234')).toBe('1234');
  });
});

describe('typedAmount', () => {
  it.each([
    // 0.29 * 100 is 28.999999999999996 as a float: the cents are counted from the digits.
    ['0.29', 29],
    ['1.1', 110],
  ])('keeps %j as typed and reads it once into %d cents', (text, cents) => {
    expect(typedAmount(text)).toEqual({ text, cents });
    expect(Number.isInteger(typedAmount(text).cents)).toBe(true);
  });

  it('has no cents for what is not rand, and for nothing typed where an amount is needed', () => {
    expect(typedAmount('twenty')).toEqual({ text: 'twenty', cents: null });
    expect(typedAmount('5000.123')).toEqual({ text: '5000.123', cents: null });
    expect(typedAmount('')).toEqual({ text: '', cents: null });
    expect(typedAmount('twenty', { optional: true }).cents).toBeNull();
  });

  it('reads nothing typed in an optional field as none: 0 cents', () => {
    expect(typedAmount('', { optional: true })).toEqual({ text: '', cents: 0 });
    expect(typedAmount('  ', { optional: true })).toEqual({ text: '  ', cents: 0 });
  });

  it('counts an amount too large for exact cents as a whole number still, for the maximum to refuse', () => {
    const { cents } = typedAmount('99999999999999999999');
    expect(Number.isInteger(cents)).toBe(true);
    expect(cents).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
  });
});

describe('tidyTypedAmount', () => {
  it('writes an amount with a space between thousands and two decimals, without the R, from its cents', () => {
    expect(tidyTypedAmount(typedAmount('20000'))).toEqual({ text: '20 000.00', cents: 2_000_000 });
    expect(tidyTypedAmount(typedAmount('R1234567,5')).text).toBe('1 234 567.50');
    expect(tidyTypedAmount(typedAmount('20 000.00')).text).toBe('20 000.00');
    // From the cents, not the text: a value whose text and cents disagree is written as its cents.
    expect(tidyTypedAmount({ text: '1', cents: 250 }).text).toBe('2.50');
  });

  it('leaves what is not an amount, and nothing typed, as typed', () => {
    expect(tidyTypedAmount(typedAmount('twenty')).text).toBe('twenty');
    expect(tidyTypedAmount(typedAmount('')).text).toBe('');
    expect(tidyTypedAmount(typedAmount('', { optional: true }))).toEqual({ text: '', cents: 0 });
  });
});
