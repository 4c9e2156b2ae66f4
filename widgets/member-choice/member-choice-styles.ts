import { reset } from '../../src/ui/base-styles';
import { makeStyles } from '../../src/ui/styles';
import { color, font, radius, space } from '../../src/ui/tokens';

/** Styles of the member-choice widget: a current-choice line, then the option tiles in a grid. */
export const memberChoiceStyles = makeStyles(() => ({
  root: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
  },
  current: { ...reset, display: 'block' },
  currentValue: { ...reset, display: 'inline', fontWeight: 700 },
  tiles: {
    ...reset,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
    gap: space[4],
    listStyle: 'none',
  },
  tile: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[3],
    padding: space[4],
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    backgroundColor: color.background,
  },
  selected: { border: `2px solid ${color.primary}`, backgroundColor: color.primaryBg },
  title: { ...reset, display: 'block', fontSize: font.sizeLarge, fontWeight: 700, lineHeight: 1.3 },
  badge: {
    ...reset,
    display: 'inline-block',
    alignSelf: 'flex-start',
    padding: `${space[1]} ${space[2]}`,
    borderRadius: radius,
    backgroundColor: color.primaryStrong,
    color: color.onPrimary,
    fontSize: font.sizeSmall,
    fontWeight: 700,
  },
  info: { ...reset, display: 'block', flex: '1 1 auto' },
  // On top of the buttons' link look, which it shares.
  link: { alignSelf: 'flex-start' },
  actions: { ...reset, display: 'flex', flexWrap: 'wrap', gap: space[3], marginTop: space[4] },
}));
