import { describe, expect, it } from 'vitest';
import { BELOW_TABLET, PHONE, TABLET, WIDE } from './breakpoints';
import { statusColor, statusColorDefaults } from './status-colors';
import { contrastRatio } from './test/contrast-ratio';
import { customProperties } from './test/custom-properties';
import {
  type ColorName,
  color,
  colorDefaults,
  font,
  overlay,
  radii,
  radius,
  shadow,
  space,
  TAP_SIZE,
  titleType,
  typeScale,
} from './tokens';

const allColors = { ...colorDefaults, ...statusColorDefaults };
type AnyColor = ColorName | keyof typeof statusColorDefaults;
const ratio = (a: AnyColor, b: AnyColor) => contrastRatio(allColors[a], allColors[b]);

describe('tokens', () => {
  it('keeps the brand pink but not for white text, which would fail AA', () => {
    expect(colorDefaults.primary).toBe('#E81D75');
    expect(ratio('onPrimary', 'primary')).toBeLessThan(4.5);
  });

  it.each<[AnyColor, AnyColor]>([
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
    ['success', 'background'],
    ['info', 'infoBg'],
    ['warning', 'warningBg'],
    ['text', 'warningBg'],
    ['info', 'background'],
    ['text', 'primaryBg'],
    ['text', 'dangerBg'],
    ['text', 'successBg'],
    ['text', 'infoBg'],
  ])('text %s on %s reaches 4.5:1', (foreground, background) => {
    expect(ratio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each<[AnyColor, AnyColor]>([
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
    expect(statusColor.warningBg).toBe('var(--fg-color-warning-bg, #FFF4E0)');
    expect(radius).toBe('var(--fg-radius, 6px)');
    expect(space[4]).toBe('var(--fg-space-4, 16px)');
    for (const name of Object.keys(customProperties)) expect(name).toMatch(/^--fg-[a-z0-9-]+$/);
  });

  it('lists every custom property once with its fallback, the brand colours and the scales alike', () => {
    expect(customProperties['--fg-color-primary']).toBe('#E81D75');
    expect(customProperties['--fg-font-size-h1']).toBe('32px');
    expect(customProperties['--fg-shadow-2']).toBe('0 8px 24px rgba(31, 31, 41, 0.16)');
    expect(customProperties['--fg-color-scrim']).toBe('rgba(31, 31, 41, 0.6)');
    expect(Object.keys(customProperties)).toHaveLength(20 + 3 + 5 + 5 + 4 + 4 + 2 + 7);
  });

  it('names Figtree first, then its metric-matched fallback, then the system stack, all overridable by the host', () => {
    expect(font.family).toBe(
      "var(--fg-font-family, 'Figtree Variable', 'Figtree Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif)",
    );
  });

  it('has one page-title size: 32 px on 40 px lines, 26 on 32 on a phone', () => {
    expect(titleType.size).toBe(typeScale.h1);
    expect(customProperties['--fg-font-size-h1']).toBe('32px');
    expect(customProperties['--fg-line-height-h1']).toBe('40px');
    expect(customProperties['--fg-font-size-h1-phone']).toBe('26px');
    expect(customProperties['--fg-line-height-h1-phone']).toBe('32px');
    expect(customProperties['--fg-letter-spacing-h1']).toBe('-0.01em');
  });

  const px = (expression: string) => Number(/, (\d+)px\)$/.exec(expression)?.[1]);

  it('has one type scale, growing from fine print to a dashboard figure, in px (see tokens.ts for why)', () => {
    const scale = [
      typeScale.xSmall,
      font.sizeSmall,
      font.size,
      font.sizeLarge,
      typeScale.h3,
      typeScale.h2,
      typeScale.h1,
      typeScale.display,
    ];
    const sizes = scale.map(px);
    expect(sizes).toEqual([12, 14, 16, 20, 24, 28, 32, 40]);
    expect(typeScale.display).toBe('var(--fg-font-size-display, 40px)');
  });

  it('has one spacing scale, one radius scale and two elevations, each a themable custom property', () => {
    expect(Object.values(space).map(px)).toEqual([4, 8, 12, 16, 24, 32, 48]);
    expect([radii.small, radii.medium, radii.large].map(px)).toEqual([4, 6, 12]);
    expect(radii.medium).toBe(radius);
    expect(radii.pill).toBe('var(--fg-radius-pill, 999px)');
    expect(shadow[1]).toMatch(/^var\(--fg-shadow-1, 0 1px 2px rgba\(/);
    expect(shadow[2]).toMatch(/^var\(--fg-shadow-2, /);
    expect(overlay.scrim).toBe('var(--fg-color-scrim, rgba(31, 31, 41, 0.6))');
    expect(TAP_SIZE).toBe('44px');
  });

  it('names each breakpoint once, a "below" query stopping just short of its "from" twin', () => {
    expect(PHONE).toBe('@media (max-width: 767.98px)');
    expect(WIDE).toBe('@media (min-width: 768px)');
    expect(BELOW_TABLET).toBe('@media (max-width: 599.98px)');
    expect(TABLET).toBe('@media (min-width: 600px)');
  });
});
