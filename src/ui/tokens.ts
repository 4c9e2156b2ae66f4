/**
 * Theme tokens. Every value is a CSS custom property with a fallback, so a host page themes a widget by
 * setting `--fg-*` on the element (custom properties inherit through the shadow boundary) and an
 * unthemed page still gets the brand defaults.
 */

/** Raw colour defaults. White text on the brand pink is only 4.3:1, so text and filled buttons use `primaryStrong`. */
export const colorDefaults = {
  /** Brand pink: accents, borders, selected indicators. Not for text on white or under white text. */
  primary: '#E81D75',
  /** Darker pink for text and filled backgrounds under white text (5.9:1 against white). */
  primaryStrong: '#C4105E',
  primaryHover: '#A00D4D',
  primaryBg: '#FDE8F1',
  onPrimary: '#FFFFFF',
  text: '#1F1F29',
  textMuted: '#5A5A66',
  border: '#767682',
  divider: '#E2E2E8',
  background: '#FFFFFF',
  surface: '#F6F6F8',
  danger: '#B3261E',
  dangerBg: '#FDECEA',
  success: '#1A6B2D',
  successBg: '#E7F4EA',
  info: '#0B5CAD',
  infoBg: '#E8F1FB',
  warning: '#7A4A00',
  warningBg: '#FFF4E0',
  focus: '#8A0C45',
} as const;

/** A colour token's name, e.g. `primaryStrong` for `--fg-color-primary-strong`. */
export type ColorName = keyof typeof colorDefaults;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every custom property the design system reads, with its fallback value (filled in below). */
export const customProperties: Readonly<Record<string, string>> = {};

/** `var(--fg-<name>, fallback)`, recording the property in {@link customProperties}. */
const cssVar = (name: string, fallback: string): string => {
  (customProperties as Record<string, string>)[`--fg-${name}`] = fallback;
  return `var(--fg-${name}, ${fallback})`;
};

/** `var(--fg-color-*, fallback)` for each colour token. */
export const color = Object.fromEntries(
  (Object.keys(colorDefaults) as ColorName[]).map((name) => [
    name,
    cssVar(`color-${kebab(name)}`, colorDefaults[name]),
  ]),
) as Readonly<Record<ColorName, string>>;

/** Font tokens as `var()` expressions. */
export const font = {
  family: cssVar(
    'font-family',
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  ),
  // Pixels rather than rem: marketing pages often shrink the root font size (62.5%) and would shrink widgets.
  size: cssVar('font-size', '16px'),
  sizeSmall: cssVar('font-size-small', '14px'),
  sizeLarge: cssVar('font-size-large', '20px'),
  lineHeight: cssVar('line-height', '1.5'),
} as const;

/** Corner radius as a `var()` expression. */
export const radius = cssVar('radius', '6px');

/** Spacing scale 1–6 (4, 8, 12, 16, 24, 32 px by default) as `var()` expressions. */
export const space = {
  1: cssVar('space-1', '4px'),
  2: cssVar('space-2', '8px'),
  3: cssVar('space-3', '12px'),
  4: cssVar('space-4', '16px'),
  5: cssVar('space-5', '24px'),
  6: cssVar('space-6', '32px'),
} as const;
