import { describe, expect, it } from 'vitest';
import { contrastRatio } from './test/contrast-ratio';
import { type ColorName, color, colorDefaults, customProperties, font, radius, space } from './tokens';

const ratio = (a: ColorName, b: ColorName) => contrastRatio(colorDefaults[a], colorDefaults[b]);

describe('tokens', () => {
  it('keeps the brand pink but not for white text, which would fail AA', () => {
    expect(colorDefaults.primary).toBe('#E81D75');
    expect(ratio('onPrimary', 'primary')).toBeLessThan(4.5);
  });

  it.each<[ColorName, ColorName]>([
    ['onPrimary', 'primaryStrong'],
    ['onPrimary', 'primaryHover'],
    ['primaryStrong', 'background'],
    ['primaryStrong', 'surface'],
    ['primaryStrong', 'primaryBg'],
    ['text', 'background'],
    ['text', 'surface'],
    ['textMuted', 'background'],
    ['textMuted', 'surface'],
    ['danger', 'background'],
    ['danger', 'dangerBg'],
    ['success', 'successBg'],
    ['info', 'infoBg'],
    ['warning', 'warningBg'],
  ])('text %s on %s reaches 4.5:1', (foreground, background) => {
    expect(ratio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each<[ColorName, ColorName]>([
    ['border', 'background'],
    ['focus', 'background'],
    ['focus', 'surface'],
    ['primary', 'background'],
  ])('control edge %s on %s reaches 3:1', (foreground, background) => {
    expect(ratio(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('exposes every token as a prefixed custom property with its default as fallback', () => {
    expect(color.primary).toBe('var(--fg-color-primary, #E81D75)');
    expect(color.primaryStrong).toBe('var(--fg-color-primary-strong, #C4105E)');
    expect(color.dangerBg).toBe('var(--fg-color-danger-bg, #FDECEA)');
    expect(font.family).toMatch(/^var\(--fg-font-family, system-ui/);
    expect(radius).toBe('var(--fg-radius, 6px)');
    expect(space[4]).toBe('var(--fg-space-4, 16px)');
    for (const name of Object.keys(customProperties)) expect(name).toMatch(/^--fg-[a-z0-9-]+$/);
  });

  it('lists every token it hands out, and only those, in customProperties with the same fallback', () => {
    const handedOut = [...Object.values(color), ...Object.values(font), radius, ...Object.values(space)];
    expect(handedOut).toEqual(
      Object.entries(customProperties).map(([name, fallback]) => `var(${name}, ${fallback})`),
    );
    expect(customProperties['--fg-color-primary-strong']).toBe(colorDefaults.primaryStrong);
  });
});
