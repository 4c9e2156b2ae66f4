import { color, font, makeStyles, radius, space } from '../../src/ui';
import { formLayout } from '../../src/ui/form-layout';

/** Layout of the buy wizards. */
export const buyStyles = makeStyles(() => ({
  ...formLayout,
  muted: { ...formLayout.text, color: color.textMuted, fontSize: font.sizeSmall },
  list: { margin: 0, paddingInlineStart: space[5], display: 'flex', flexDirection: 'column', gap: space[1] },
  answers: { ...formLayout.text, display: 'flex', flexDirection: 'column', gap: space[2] },
  /** One term and its value (and a Change action) on a line, wrapping on a phone. */
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: `${space[1]} ${space[4]}`,
    '& dt': { fontWeight: 600, flex: '0 0 14rem', maxWidth: '100%' },
    '& dd': { margin: 0, flex: '1 1 12rem', overflowWrap: 'anywhere' },
  },
  /** The heading of a list of answers on the check page (Product, Your answers). */
  listHeading: { margin: 0, fontSize: font.sizeLarge, lineHeight: 1.3, fontWeight: 700, color: color.text },
  checkList: { gap: 0 },
  /** A row of the check page's summary list: a rule under it, its Change link at the end (review p10). */
  checkRow: {
    paddingBlock: space[3],
    borderBlockEnd: `1px solid ${color.divider}`,
    '& dd + dd': { flex: 'none', marginInlineStart: 'auto' },
  },
  fieldset: {
    margin: 0,
    padding: 0,
    border: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
  },
  meter: { width: '100%', height: space[4] },
  /** A form's question: a legend is outside its fieldset's flex gaps, so it keeps its own space. */
  legend: { ...formLayout.text, padding: 0, marginBlockEnd: space[4] },
  /** The sign-in step reads as one form on a wide host page, not as a page-wide strip. */
  signIn: { ...formLayout.root, maxWidth: '32rem' },
  /** An answer the purchase was refused for: a red rule beside it and the reason under the value. */
  refusedRow: { borderInlineStart: `4px solid ${color.danger}`, paddingInlineStart: space[3] },
  refusal: { display: 'block', color: color.danger, fontWeight: 600, marginBlockStart: space[1] },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: space[3],
    padding: space[4],
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
  },
}));
