import { focusRing, reset } from './base-styles';
import { makeStyles } from './styles';
import { color, space, TAP_SIZE } from './tokens';

const DIVIDER_WIDTH = '1px';

/** A tab bar's height with one row of tabs: the tabs' tap size and the divider under them. */
export const TAB_BAR_HEIGHT = `calc(${TAP_SIZE} + ${DIVIDER_WIDTH})`;

/** The look of LinkTabs' tab bar. */
export const tabStyles = makeStyles(() => ({
  bar: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    gap: space[1],
    listStyle: 'none',
    borderBottom: `${DIVIDER_WIDTH} solid ${color.divider}`,
  },
  item: { ...reset, display: 'block' },
  tab: {
    ...reset,
    ...focusRing,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: TAP_SIZE,
    padding: `${space[2]} ${space[4]}`,
    borderBottom: '3px solid transparent',
    backgroundColor: 'transparent',
    color: color.textMuted,
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { color: color.text },
    '&[aria-current="page"]': {
      color: color.primaryStrong,
      borderBottomColor: color.primary,
    },
  },
}));
