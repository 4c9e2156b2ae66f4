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

const colorProperty = (name: ColorName): string => `--fg-color-${kebab(name)}`;

/** Every custom property the design system reads, with its fallback value. */
export const customProperties: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    (Object.keys(colorDefaults) as ColorName[]).map((name) => [colorProperty(name), colorDefaults[name]]),
  ),
  '--fg-font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  // Pixels rather than rem: marketing pages often shrink the root font size (62.5%) and would shrink widgets.
  '--fg-font-size': '16px',
  '--fg-font-size-small': '14px',
  '--fg-font-size-large': '20px',
  '--fg-line-height': '1.5',
  '--fg-radius': '6px',
  '--fg-space-1': '4px',
  '--fg-space-2': '8px',
  '--fg-space-3': '12px',
  '--fg-space-4': '16px',
  '--fg-space-5': '24px',
  '--fg-space-6': '32px',
};

const cssVar = (name: string): string => `var(${name}, ${customProperties[name]})`;

/** `var(--fg-color-*, fallback)` for each colour token. */
export const color = Object.fromEntries(
  (Object.keys(colorDefaults) as ColorName[]).map((name) => [name, cssVar(colorProperty(name))]),
) as Readonly<Record<ColorName, string>>;

/** Font tokens as `var()` expressions. */
export const font = {
  family: cssVar('--fg-font-family'),
  size: cssVar('--fg-font-size'),
  sizeSmall: cssVar('--fg-font-size-small'),
  sizeLarge: cssVar('--fg-font-size-large'),
  lineHeight: cssVar('--fg-line-height'),
} as const;

/** Corner radius as a `var()` expression. */
export const radius = cssVar('--fg-radius');

/** Spacing scale 1–6 (4, 8, 12, 16, 24, 32 px by default) as `var()` expressions. */
export const space = {
  1: cssVar('--fg-space-1'),
  2: cssVar('--fg-space-2'),
  3: cssVar('--fg-space-3'),
  4: cssVar('--fg-space-4'),
  5: cssVar('--fg-space-5'),
  6: cssVar('--fg-space-6'),
} as const;
