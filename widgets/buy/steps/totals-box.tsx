import { color, font, makeStyles, radii, space, useClasses } from '../../../src/ui';
import type { PurchaseTotals } from '../purchase-totals';

const totalsStyles = makeStyles(() => ({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: space[2],
    margin: 0,
    padding: `${space[4]} ${space[5]}`,
    borderRadius: radii.large,
    backgroundColor: color.surface,
    fontFamily: font.family,
    color: color.text,
  },
  list: { display: 'flex', flexDirection: 'column', gap: space[2], margin: 0, padding: 0 },
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: `0 ${space[4]}`,
    '& dt, & dd': { margin: 0 },
    '& dd': {
      fontWeight: 600,
      whiteSpace: 'nowrap',
      fontVariantNumeric: 'tabular-nums',
      marginInlineStart: 'auto',
    },
  },
  total: {
    paddingBlockStart: space[3],
    borderBlockStart: `1px solid ${color.divider}`,
    fontSize: font.sizeLarge,
    fontWeight: 700,
    '& dd': { fontWeight: 700 },
  },
  note: { margin: 0, color: color.textMuted, fontSize: font.sizeSmall },
}));

/** The check page's totals (DESIGN §3 Totals box, mockup d): what is paid when, and what it adds up to. */
export function TotalsBox({ totals }: { totals: PurchaseTotals }) {
  const classes = useClasses(totalsStyles);
  if (totals.lines.length === 0) return null;
  return (
    <div className={classes.box}>
      <dl className={classes.list} aria-label="What you pay">
        {[...totals.lines, ...(totals.total ? [totals.total] : [])].map((line) => (
          <div
            key={line.label}
            className={`${classes.line}${line === totals.total ? ` ${classes.total}` : ''}`}
          >
            <dt>{line.label}</dt>
            <dd>{line.amount}</dd>
          </div>
        ))}
      </dl>
      {totals.note && <p className={classes.note}>{totals.note}</p>}
    </div>
  );
}
