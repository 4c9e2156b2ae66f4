import { describe, expect, it } from 'vitest';
import { kebabCase } from './kebab-case';

describe('kebabCase', () => {
  it('puts a dash before each capital and lowers it', () => {
    expect(kebabCase('thankYouUrl')).toBe('thank-you-url');
    expect(kebabCase('primaryBg')).toBe('primary-bg');
  });

  it('leaves a name without capitals as it is', () => {
    expect(kebabCase('reference')).toBe('reference');
    expect(kebabCase('')).toBe('');
  });
});
