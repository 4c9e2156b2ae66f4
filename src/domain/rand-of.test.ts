import { describe, expect, it } from 'vitest';
import { randOf } from './rand-of';

describe('randOf', () => {
  it('gives whole cents as rand', () => {
    expect(randOf(0)).toBe(0);
    expect(randOf(1_250_000)).toBe(12_500);
    expect(randOf(1)).toBe(0.01);
    expect(randOf(2_000_050)).toBe(20_000.5);
  });
});
