import { describe, expect, it } from 'vitest';
import { typedAmount } from './rand-amount';
import { MISSING_AMOUNT, NO_AMOUNT } from './typed-amount';

describe('the empty amounts', () => {
  it('are what an empty field reads as: none (0 cents) when optional, no amount (null) when one is needed', () => {
    expect(typedAmount('', { optional: true })).toEqual(NO_AMOUNT);
    expect(typedAmount('')).toEqual(MISSING_AMOUNT);
  });
});
