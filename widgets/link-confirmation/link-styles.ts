import { color, font, makeStyles, radii, shadow, space, typeScale } from '../../src/ui';
import { reset } from '../../src/ui/base-styles';
import { PHONE } from '../../src/ui/breakpoints';
import { pageTitle } from '../../src/ui/page-heading-styles';

const text = { ...reset, display: 'block' } as const;

/** Layout of the link confirmation pages (DESIGN.md §4 i). */
export const linkStyles = makeStyles(() => ({
  root: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[5],
    maxWidth: '40rem',
    fontVariantNumeric: 'tabular-nums',
  },
  header: { ...reset, display: 'flex', flexDirection: 'column', gap: space[2] },
  eyebrow: { ...text, fontSize: font.sizeSmall, fontWeight: 500, color: color.primaryStrong },
  heading: pageTitle,
  // The deal under the heading, and the outcome's heading (focused after Confirm, without a ring).
  deal: {
    ...text,
    fontSize: typeScale.h3,
    lineHeight: 1.33,
    fontWeight: 700,
    [PHONE]: { fontSize: font.sizeLarge },
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
  card: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[3],
    padding: space[5],
    border: `1px solid ${color.divider}`,
    borderRadius: radii.large,
    boxShadow: shadow[1],
    backgroundColor: color.background,
    [PHONE]: { padding: `${space[5]} ${space[4]}` },
  },
  row: {
    ...reset,
    display: 'flex',
    justifyContent: 'space-between',
    gap: space[4],
    padding: `${space[3]} 0`,
    borderBottom: `1px solid ${color.divider}`,
    '& dt': { ...reset, fontSize: font.sizeSmall, color: color.textMuted },
    '& dd': { ...reset, fontWeight: 600, textAlign: 'end', overflowWrap: 'anywhere' },
  },
  subheading: { ...text, fontWeight: 600 },
  section: { ...reset, display: 'flex', flexDirection: 'column', gap: space[2] },
  aside: { ...text, fontSize: font.sizeLarge, fontWeight: 700 },
  body: text,
  muted: { ...text, color: color.textMuted },
  button: { alignSelf: 'flex-start', [PHONE]: { alignSelf: 'stretch' } },
  outcome: { ...reset, display: 'flex', alignItems: 'center', gap: space[3] },
  link: { color: color.primaryStrong, fontWeight: 600 },
}));
