import { color, font, makeStyles, PHONE, radius, space, typeScale, WIDE } from '../../../src/ui';

/** The receipt page (DESIGN.md §4 f): its main column, the side panel, and the reference box. */
export const receiptStyles = makeStyles(() => ({
  page: {
    display: 'grid',
    gap: space[6],
    alignItems: 'start',
    [WIDE]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: space[5], minWidth: 0 },
  outcome: { display: 'flex', alignItems: 'center', gap: space[3] },
  heading: {
    margin: 0,
    fontSize: typeScale.h2,
    lineHeight: 1.25,
    [PHONE]: { fontSize: typeScale.h3 },
    fontWeight: 700,
    color: color.text,
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
  when: { margin: 0, color: color.textMuted, fontSize: font.size },
  reference: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space[3],
    padding: space[5],
    borderRadius: radius,
    backgroundColor: color.primaryBg,
  },
  referenceLabel: { margin: 0, fontSize: font.sizeSmall, fontWeight: 600 },
  referenceValue: {
    margin: 0,
    fontSize: typeScale.h2,
    lineHeight: 1.25,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
  task: { display: 'flex', flexDirection: 'column', gap: space[3] },
  taskHeading: { margin: 0, fontSize: typeScale.large, lineHeight: 1.3, fontWeight: 700 },
}));
