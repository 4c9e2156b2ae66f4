import { describe, expect, it } from 'vitest';
import { nbsp } from './nbsp';

describe('nbsp (test helper)', () => {
  it('turns the spaces between digit groups into no-break spaces and leaves the others plain', () => {
    expect(nbsp('R1 157 308.39')).toBe('R1\u00a0157\u00a0308.39');
    expect(nbsp('Enter R22 000.00 or less')).toBe('Enter R22\u00a0000.00 or less');
    expect(nbsp('1 Mar 2024')).toBe('1 Mar 2024');
    expect(nbsp('3 times 12 months')).toBe('3 times 12 months');
  });
});
