import { describe, expect, it } from 'vitest';
import { addRand, amountProblem, centsOf } from './money';
import { randOf } from './rand-of';

describe('centsOf', () => {
  it.each([
    [0, 0],
    [5000, 500_000],
    [0.29, 29],
    [5000.3, 500_030],
    [0.1 + 0.2, 30],
    [100_000_000, 10_000_000_000],
  ])('counts %d rand as %i cents', (rand, cents) => {
    expect(centsOf(rand)).toBe(cents);
  });

  it.each([
    ['a third decimal', 5000.001],
    ['a negative amount', -1],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['NaN', Number.NaN],
    ['an amount too large to count in cents', 1e15],
    ['1e308', 1e308],
  ])('refuses %s', (_, rand) => {
    expect(centsOf(rand)).toBeUndefined();
  });
});

describe('addRand', () => {
  it('adds in cents, so a total is exact', () => {
    expect(addRand(0.1, 0.2)).toBe(0.3);
    expect(addRand(1_000_000.01, 0.02, 99.97)).toBe(1_000_100);
    expect(randOf(centsOf(addRand(83_250.4, -0.4)) ?? 0)).toBe(83_250);
  });

  it('never gives Infinity, NaN or null, whatever it is given', () => {
    const total = addRand(Number.POSITIVE_INFINITY, Number.NaN, 1e308, 5);
    expect(total).toBe(5);
    expect(Number.isFinite(total)).toBe(true);
  });
});

describe('amountProblem', () => {
  const bounds = { minimum: 5000, maximum: 50_000_000 };

  it('accepts an amount from the minimum to the maximum, both included', () => {
    expect(amountProblem(5000, bounds)).toBeUndefined();
    expect(amountProblem(50_000_000, bounds)).toBeUndefined();
  });

  it('says what is wrong, in the order a customer fixes it', () => {
    expect(amountProblem(4999.99, bounds)).toBe('belowMinimum');
    expect(amountProblem(50_000_000.01, bounds)).toBe('aboveMaximum');
    expect(amountProblem(1e20, bounds)).toBe('aboveMaximum');
    expect(amountProblem(5000.001, bounds)).toBe('notMoney');
    expect(amountProblem(Number.NaN, bounds)).toBe('notMoney');
    expect(amountProblem(-5000, bounds)).toBe('notMoney');
  });

  it('lets 0 stand for "none" when the amount is optional', () => {
    expect(amountProblem(0, { ...bounds, optional: true })).toBeUndefined();
    expect(amountProblem(0, bounds)).toBe('belowMinimum');
  });

  it('is bounded at R100 000 000 by default', () => {
    expect(amountProblem(100_000_000.01)).toBe('aboveMaximum');
    expect(amountProblem(100_000_000)).toBeUndefined();
  });
});
