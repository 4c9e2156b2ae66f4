import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast-ratio';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white, in either notation', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(relativeLuminance('FFFFFF')).toBe(1);
  });

  it('rejects anything but hex colours', () => {
    expect(() => relativeLuminance('pink')).toThrow(RangeError);
    expect(() => relativeLuminance('#12345')).toThrow(RangeError);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#777', '#777')).toBe(1);
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('shows the brand pink fails AA behind white text', () => {
    expect(contrastRatio('#E81D75', '#FFFFFF')).toBeLessThan(4.5);
  });
});
