import { makeStyles } from '../../../src/ui';
import { reset } from '../../../src/ui/base-styles';
import { WIDE } from '../../../src/ui/breakpoints';
import { pageTitle } from '../../../src/ui/page-heading-styles';
import { color, font, radius, space, TAP_SIZE } from '../../../src/ui/tokens';

/** Layout of My Profile and Edit My Profile. */
export const profileStyles = makeStyles(() => ({
  page: { ...reset, display: 'flex', flexDirection: 'column', gap: space[5], minWidth: 0 },
  heading: pageTitle,
  cards: {
    ...reset,
    display: 'grid',
    gap: space[5],
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  },
  details: { ...reset, display: 'flex', flexDirection: 'column', gap: space[2] },
  row: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${space[1]} ${space[4]}`,
    '& dt': { fontWeight: 600, flex: '0 0 11rem', maxWidth: '100%' },
    '& dd': { margin: 0, flex: '1 1 10rem', overflowWrap: 'anywhere' },
  },
  groupHeading: { ...reset, display: 'block', fontWeight: 700, marginTop: space[3], marginBottom: space[2] },
  text: { ...reset, display: 'block', lineHeight: font.lineHeight },
  muted: { ...reset, display: 'block', color: color.textMuted, fontSize: font.sizeSmall },
  layout: {
    ...reset,
    display: 'grid',
    gap: space[5],
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
    [WIDE]: { gridTemplateColumns: '16rem minmax(0, 1fr)' },
  },
  sideList: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
    listStyle: 'none',
    padding: 0,
    margin: 0,
  },
  sideLink: {
    ...reset,
    display: 'block',
    padding: `${space[3]} ${space[4]}`,
    borderRadius: radius,
    color: color.text,
    textDecoration: 'none',
    fontWeight: 600,
    minHeight: TAP_SIZE,
    '&:hover': { backgroundColor: color.primaryBg },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
    '&[aria-current="page"]': {
      backgroundColor: color.primaryBg,
      borderInlineStart: `4px solid ${color.primary}`,
    },
  },
  form: { ...reset, display: 'flex', flexDirection: 'column', gap: space[4], maxWidth: '36rem' },
  actions: { ...reset, display: 'flex', flexWrap: 'wrap', gap: space[3] },
  // A link on its own (the referral link, "Ask us for help") is a finger's target: 44 px tall (DESIGN §2.4).
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: TAP_SIZE,
    color: color.primaryStrong,
    fontWeight: 600,
  },
  progress: { width: '100%', height: space[3] },
  documentList: { ...reset, display: 'flex', flexDirection: 'column', listStyle: 'none', padding: 0 },
  documentItem: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
    paddingBlock: space[3],
    borderBottom: `1px solid ${color.divider}`,
    '&:last-child': { borderBottom: 0, paddingBlockEnd: 0 },
  },
  documentHead: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: space[2],
  },
  fileName: { ...reset, display: 'block', overflowWrap: 'anywhere', color: color.text },
}));
