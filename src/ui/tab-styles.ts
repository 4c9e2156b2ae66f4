import { focusRing, reset } from './base-styles';
import { makeStyles } from './styles';
import { color, space, TAP_SIZE } from './tokens';

/** Tab look shared by LinkTabs and TabList. */
export const tabStyles = makeStyles(() => ({
  bar: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    gap: space[1],
    listStyle: 'none',
    borderBottom: `1px solid ${color.divider}`,
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
    '&[aria-current="page"], &[aria-selected="true"]': {
      color: color.primaryStrong,
      borderBottomColor: color.primary,
    },
  },
}));
