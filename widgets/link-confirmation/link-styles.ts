import { color, font, makeStyles, space } from '../../src/ui';
import { reset } from '../../src/ui/base-styles';
import { pageTitle } from '../../src/ui/page-heading-styles';

/** Layout of the link confirmation pages. */
export const linkStyles = makeStyles(() => ({
  root: { ...reset, display: 'flex', flexDirection: 'column', gap: space[4], maxWidth: '40rem' },
  heading: pageTitle,
  summary: { ...reset, display: 'flex', flexDirection: 'column', gap: space[2], lineHeight: font.lineHeight },
  row: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${space[1]} ${space[4]}`,
    '& dt': { fontWeight: 600, flex: '0 0 12rem', maxWidth: '100%' },
    '& dd': { margin: 0, flex: '1 1 12rem', overflowWrap: 'anywhere' },
  },
  link: { color: color.primaryStrong, fontWeight: 600 },
}));
