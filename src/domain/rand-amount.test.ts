import { describe, expect, it } from 'vitest';
import { maskAccountNumber, parseRandAmount, tidyRandAmount } from './rand-amount';

describe('parseRandAmount', () => {
  it.each([
    ['20000', 20000],
    ['20 000', 20000],
    ['R20 000.50', 20000.5],
    ['r 5000', 5000],
    ['20,000.05', 20000.05],
    [' 4999.99 ', 4999.99],
    ['1,000,000', 1000000],
    ['20 000,50', 20000.5],
    ['4999,99', 4999.99],
    ['5000,5', 5000.5],
  ])('reads %j as %d', (text, amount) => {
    expect(parseRandAmount(text)).toBe(amount);
  });

  it.each(['', 'abc', '-500', '5000.123', '5e3', '1.2.3', '20,00,0', '2,0000', '1,000.000', '1.000,50'])(
    'refuses %j',
    (text) => {
      expect(parseRandAmount(text)).toBeUndefined();
    },
  );
});

describe('maskAccountNumber', () => {
  it('hides all but the last four digits', () => {
    expect(maskAccountNumber('62718835012')).toBe('*******5012');
    expect(maskAccountNumber('1234')).toBe('1234');
  });
});

describe('tidyRandAmount', () => {
  it('writes an amount with a space between thousands and two decimals, without the R', () => {
    expect(tidyRandAmount('20000')).toBe('20 000.00');
    expect(tidyRandAmount('R1234567,5')).toBe('1 234 567.50');
    expect(tidyRandAmount('20 000.00')).toBe('20 000.00');
  });

  it('leaves what is not an amount as typed', () => {
    expect(tidyRandAmount('twenty')).toBe('twenty');
    expect(tidyRandAmount('')).toBe('');
  });
});
