import { color, font, makeStyles, PHONE, space, TAP_SIZE, TAP_SIZE_MIN } from '../../src/ui';

export const footerSheet = makeStyles(() => ({
  footer: {
    background: color.surface,
    borderTop: `1px solid ${color.divider}`,
    fontFamily: font.family,
    color: color.text,
  },
  inner: {
    maxWidth: '72rem',
    margin: '0 auto',
    padding: `${space[5]} ${space[4]}`,
    display: 'grid',
    gap: space[5],
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  },
  heading: { fontSize: font.size, margin: `0 0 ${space[2]}` },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space[2] },
  link: {
    color: color.primaryStrong,
    fontSize: font.sizeSmall,
    // WCAG 2.2 target size: at least 24 px tall, so neighbouring links are easy to tap.
    display: 'inline-block',
    minHeight: TAP_SIZE_MIN,
    lineHeight: TAP_SIZE_MIN,
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
    // On a phone: 44 px, the size a finger needs (WCAG 2.2 target size, enhanced).
    [PHONE]: { display: 'inline-flex', alignItems: 'center', minHeight: TAP_SIZE },
  },
  muted: { color: color.textMuted, fontSize: font.sizeSmall },
  legal: {
    maxWidth: '72rem',
    margin: '0 auto',
    padding: `0 ${space[4]} ${space[5]}`,
    color: color.textMuted,
    fontSize: font.sizeSmall,
  },
}));
