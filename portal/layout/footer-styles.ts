import { color, font, makeStyles, space, TAP_SIZE_MIN } from '../../src/ui';

/**
 * DESIGN §3 Navigation, footer: one row of 14 px links (wrapping on a narrow screen) and one legal line,
 * so the footer stays a strip at the end of the page rather than a third of a phone's (review m25).
 */
export const footerSheet = makeStyles(() => ({
  footer: {
    background: color.surface,
    borderTop: `1px solid ${color.divider}`,
    fontFamily: font.family,
    fontSize: font.sizeSmall,
    color: color.text,
  },
  inner: {
    maxWidth: '72rem',
    margin: '0 auto',
    padding: `${space[4]} ${space[4]} ${space[5]}`,
    display: 'grid',
    gap: space[2],
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: space[4],
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  // Inline text links, 24 px tall with room around them (WCAG 2.5.8, the floor DESIGN §2.4 allows for
  // inline links): a row of 44 px targets would make the footer a third of a phone's page again.
  link: {
    display: 'inline-block',
    minHeight: TAP_SIZE_MIN,
    lineHeight: TAP_SIZE_MIN,
    color: color.text,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    '&:hover': { color: color.primaryStrong },
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
  muted: { color: color.textMuted },
  legal: { margin: 0, color: color.textMuted },
  // The phone number in the legal line: an inline link, so the 24 px floor as the links above.
  phone: {
    display: 'inline-block',
    minHeight: TAP_SIZE_MIN,
    lineHeight: TAP_SIZE_MIN,
    color: color.textMuted,
    whiteSpace: 'nowrap',
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
  },
}));
