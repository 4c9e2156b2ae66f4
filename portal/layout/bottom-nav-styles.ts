import { color, font, makeStyles, radius, shadow, space, TAP_SIZE, typeScale, WIDE } from '../../src/ui';
import { focusRing, visuallyHidden } from '../../src/ui/base-styles';
import { BOTTOM_NAV_HEIGHT } from './bottom-nav-room';

const ITEM = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[1],
  boxSizing: 'border-box',
  width: '100%',
  minHeight: BOTTOM_NAV_HEIGHT,
  padding: `0 ${space[1]}`,
  // The current item's mark sits on top; the others keep its room, so no label moves when it moves.
  borderTop: '3px solid transparent',
  background: 'transparent',
  color: color.textMuted,
  fontFamily: font.family,
  fontSize: typeScale.xSmall,
  fontWeight: 600,
  lineHeight: 1.25,
  textAlign: 'center',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transition: 'color 120ms ease-out',
  ...focusRing,
  // Inside the item: the ring of an item at the screen's edge would be cut off.
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '-3px' },
  '&:hover': { color: color.primaryStrong },
  // DESIGN §3: the selected item in brand-strong, with a brand mark above it so colour is not all it says.
  '&[aria-current="page"], &[data-current]': {
    color: color.primaryStrong,
    borderTopColor: color.primary,
    fontWeight: 700,
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

/** DESIGN §3 Navigation, phone: a bar of five 64 px items fixed to the bottom of the screen. */
export const bottomNavSheet = makeStyles(() => ({
  // Phone first: wider screens have the tab bar, and hide this one.
  nav: {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: 5,
    background: color.background,
    borderTop: `1px solid ${color.divider}`,
    boxShadow: shadow[1],
    // Above the home indicator of a phone without a home button.
    paddingBottom: 'env(safe-area-inset-bottom)',
    [WIDE]: { display: 'none' },
  },
  list: { display: 'flex', margin: 0, padding: 0, listStyle: 'none' },
  item: { flex: '1 1 0', minWidth: 0, position: 'relative' },
  link: ITEM,
  moreButton: { ...ITEM, border: 0, borderTop: '3px solid transparent' },
  // The rest of a menu longer than five: a list that opens above the bar, at its right.
  morePanel: {
    position: 'absolute',
    bottom: '100%',
    right: space[2],
    minWidth: '12rem',
    maxWidth: '80vw',
    margin: `0 0 ${space[2]}`,
    padding: `${space[2]} 0`,
    listStyle: 'none',
    background: color.background,
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    boxShadow: shadow[2],
  },
  moreLink: {
    display: 'flex',
    alignItems: 'center',
    gap: space[3],
    minHeight: TAP_SIZE,
    padding: `${space[2]} ${space[4]}`,
    color: color.text,
    fontFamily: font.family,
    fontSize: font.size,
    textDecoration: 'none',
    ...focusRing,
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '-3px' },
    '&[aria-current="page"]': { color: color.primaryStrong, fontWeight: 700 },
  },
  hidden: visuallyHidden,
}));
