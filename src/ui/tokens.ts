import { colorTable } from './color-table';

/**
 * Theme tokens. Every value is a CSS custom property with a fallback, so a host page themes a widget by
 * setting `--fg-*` on the element (custom properties inherit through the shadow boundary) and an
 * unthemed page still gets the brand defaults.
 */

/**
 * Raw colour defaults. White text on the brand pink is only 4.3:1, so text and filled buttons use `primaryStrong`.
 * `npm run new:widget` writes a new tag's documented defaults from them.
 */
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
  /** A field's error and the refusals: on the first paint of every form, so here rather than in status colours. */
  danger: '#B3261E',
  dangerBg: '#FDECEA',
  focus: '#8A0C45',
} as const;

/** A colour token's name, e.g. `primaryStrong` for `--fg-color-primary-strong`. */
export type ColorName = keyof typeof colorDefaults;

/** `var(--fg-color-*, fallback)` for each colour token. */
export const color = /* @__PURE__ */ colorTable(colorDefaults);

// Every other token is written out as its `var(--fg-*, fallback)` string: a group no module of a bundle
// uses is then left out of it (a computed table would ship whole in every widget tag).

/**
 * The brand's dark surface (DESIGN.md §2: the net-worth hero) and the colours that read on it, written
 * out rather than in {@link colorDefaults} so only the pages that draw it carry them.
 */
export const darkSurface = {
  background: 'var(--fg-color-brand-dark, #2B0F22)',
  /** 17.59:1 on the surface. */
  text: 'var(--fg-color-on-dark, #FFFFFF)',
  /** Secondary text: 10.67:1. */
  muted: 'var(--fg-color-muted-on-dark, #D9C4CF)',
  /** A failure said on the surface: 10.36:1. */
  danger: 'var(--fg-color-danger-on-dark, #FFB4AB)',
} as const;

/** Translucent colours laid over content, as `var()` expressions: they have no contrast of their own. */
export const overlay = {
  /** Behind a modal dialog: the text colour at 60%. */
  scrim: 'var(--fg-color-scrim, rgba(31, 31, 41, 0.6))',
  /** A faint darkening of a transparent control under the pointer. */
  hover: 'var(--fg-color-hover, rgba(0, 0, 0, 0.08))',
  /** The edge shadow that hints that a row scrolls sideways. */
  scrollShadow: 'var(--fg-color-scroll-shadow, rgba(0, 0, 0, 0.25))',
} as const;

// Sizes are pixels, not rem, on purpose. The same tokens draw the portal and every widget, and widgets
// live inside host pages we do not control: marketing pages often shrink the root font size
// (`html { font-size: 62.5% }`), and every rem inside a widget would shrink with it, to 10 px body text.
// Browser zoom scales px as much as rem; only the browser's default-font-size setting is not followed,
// and a host (or the portal) that wants it sets `--fg-font-size: 1rem` and so on, on the tag.

/**
 * Body text: family, sizes and line height, as `var()` expressions. The family names the brand face,
 * Figtree, first: the portal's pages declare it (index.html); widgets never carry it (a face declared in
 * a shadow root is not applied, and the file would double a small tag), so on a host page that has not
 * loaded it they fall through to the system stack.
 */
export const font = {
  family:
    "var(--fg-font-family, 'Figtree Variable', 'Figtree Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif)",
  size: 'var(--fg-font-size, 16px)',
  sizeSmall: 'var(--fg-font-size-small, 14px)',
  sizeLarge: 'var(--fg-font-size-large, 20px)',
  lineHeight: 'var(--fg-line-height, 1.5)',
} as const;

/**
 * The one type scale, 12 to 40 px: fine print (`xSmall`: chart ticks, store-badge captions), the three
 * body sizes of {@link font}, headings h3–h1, and `display` for a dashboard's big figure.
 */
export const typeScale = {
  xSmall: 'var(--fg-font-size-x-small, 12px)',
  small: font.sizeSmall,
  body: font.size,
  large: font.sizeLarge,
  h3: 'var(--fg-font-size-h3, 24px)',
  h2: 'var(--fg-font-size-h2, 28px)',
  h1: 'var(--fg-font-size-h1, 32px)',
  display: 'var(--fg-font-size-display, 40px)',
} as const;

/**
 * The page title (every h1 but the landing's hero): 32 px on 40 px lines, 26 on 32 on a phone, drawn
 * tight (−0.01em), as `var()` expressions.
 */
export const titleType = {
  size: typeScale.h1,
  lineHeight: 'var(--fg-line-height-h1, 40px)',
  sizePhone: 'var(--fg-font-size-h1-phone, 26px)',
  lineHeightPhone: 'var(--fg-line-height-h1-phone, 32px)',
  letterSpacing: 'var(--fg-letter-spacing-h1, -0.01em)',
} as const;

/** Corner radius of fields, buttons and cards (the medium radius) as a `var()` expression. */
export const radius = 'var(--fg-radius, 6px)';

/** The radius scale: small (4 px: tags, skip links, swatches), medium ({@link radius}), large, pill. */
export const radii = {
  small: 'var(--fg-radius-small, 4px)',
  medium: radius,
  large: 'var(--fg-radius-large, 12px)',
  pill: 'var(--fg-radius-pill, 999px)',
} as const;

/** Elevation: 1 for a resting card, 2 for what floats above the page (menus, dialogs, a hovered card). */
export const shadow = {
  1: 'var(--fg-shadow-1, 0 1px 2px rgba(31, 31, 41, 0.06))',
  2: 'var(--fg-shadow-2, 0 8px 24px rgba(31, 31, 41, 0.16))',
} as const;

/**
 * The colours of a chart's series, in order (DESIGN.md §2.1: the dashboard's allocation), always beside a
 * text legend with each name and share: colour never carries a figure alone.
 */
export const chartSeries = [
  'var(--fg-chart-1, #FF7AB2)',
  'var(--fg-chart-2, #E81D75)',
  'var(--fg-chart-3, #B7A3F5)',
  'var(--fg-chart-4, #7FD1C7)',
  'var(--fg-chart-5, #F5C26B)',
] as const;

/** Spacing scale 1–7 (4, 8, 12, 16, 24, 32, 48 px by default) as `var()` expressions. */
export const space = {
  1: 'var(--fg-space-1, 4px)',
  2: 'var(--fg-space-2, 8px)',
  3: 'var(--fg-space-3, 12px)',
  4: 'var(--fg-space-4, 16px)',
  5: 'var(--fg-space-5, 24px)',
  6: 'var(--fg-space-6, 32px)',
  7: 'var(--fg-space-7, 48px)',
} as const;

/**
 * The smallest target for a finger (WCAG 2.5.5, 44 × 44 CSS px). Structural, so not a custom property:
 * a host must not make controls smaller.
 */
export const TAP_SIZE = '44px';

/** The least a target may measure with room around it (WCAG 2.5.8, 24 × 24 CSS px): footer links. */
export const TAP_SIZE_MIN = '24px';
