import { formatCurrency } from '../../src/domain/format-currency';
import { TAX_FREE_LIFETIME_LIMIT, type TaxFreeAllowance } from '../../src/domain/tax-free-allowance';
import { color, makeStyles, radii, radius, space, useClasses } from '../../src/ui';
import { buyStyles } from '../buy';
import { monthName } from './tax-free-rules';

const meterStyles = makeStyles(() => ({
  track: {
    display: 'flex',
    height: space[3],
    borderRadius: radius,
    overflow: 'hidden',
    backgroundColor: color.divider,
  },
  withUs: { backgroundColor: color.primaryStrong },
  elsewhere: { backgroundColor: color.textMuted },
  adding: { backgroundColor: color.primary, opacity: 0.55 },
  over: { backgroundColor: color.danger },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${space[1]} ${space[4]}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  key: { display: 'inline-flex', alignItems: 'center', gap: space[2] },
  swatch: { width: space[3], height: space[3], borderRadius: radii.small, flex: 'none' },
  excess: { color: color.danger, fontWeight: 700 },
}));

/**
 * This tax year's tax-free allowance at a glance (beyond the spec): a bar with what is in with us,
 * declared elsewhere and added by this purchase (in the danger colour once it goes over), and the
 * figures as a list, which is what screen readers read; going over is also said beside the amount.
 */
export function AllowanceMeter({ allowance }: { allowance: TaxFreeAllowance }) {
  const classes = useClasses(buyStyles);
  const meter = useClasses(meterStyles);
  const { taxYear, limit, contributed, withUs, elsewhere, left, adding, debits, excess, lastMonth } =
    allowance;
  const yearName = `${taxYear}/${String((taxYear + 1) % 100).padStart(2, '0')}`;
  const until = monthName(lastMonth);
  const rows: [string, string][] = [
    [`Limit for the ${yearName} tax year`, formatCurrency(limit)],
    ['Already in this tax year', formatCurrency(contributed)],
    ['Left this tax year', formatCurrency(left)],
    [
      debits > 0
        ? `This purchase adds (with ${debits} monthly ${debits === 1 ? 'debit' : 'debits'} to the end of ${until})`
        : 'This purchase adds',
      formatCurrency(adding),
    ],
    ...(excess > 0 ? [['Over the limit by', formatCurrency(excess)] as [string, string]] : []),
    ['Lifetime limit', formatCurrency(TAX_FREE_LIFETIME_LIMIT)],
  ];
  // Shares of the bar, in percent of the larger of the limit and what would go in.
  const whole = Math.max(limit, contributed + adding) || 1;
  const share = (amount: number) => `${(Math.max(amount, 0) / whole) * 100}%`;
  const over = excess > 0;
  const segments = [
    { key: 'withUs', label: 'With us', amount: withUs, className: meter.withUs },
    { key: 'elsewhere', label: 'Elsewhere', amount: elsewhere, className: meter.elsewhere },
    { key: 'adding', label: 'This purchase', amount: adding, className: over ? meter.over : meter.adding },
  ];
  return (
    <section
      className={classes.panel}
      aria-label="Your tax-free allowance"
      data-over-limit={over || undefined}
    >
      <div className={meter.track} aria-hidden="true" part="allowance-meter">
        {segments.map((segment) => (
          <span
            key={segment.key}
            data-segment={segment.key}
            className={segment.className}
            style={{ width: share(segment.amount) }}
          />
        ))}
      </div>
      <ul className={meter.legend} aria-hidden="true">
        {segments.map((segment) => (
          <li key={segment.key} className={meter.key}>
            <span className={`${meter.swatch} ${segment.className}`} />
            {segment.label}
          </li>
        ))}
      </ul>
      <dl className={classes.answers}>
        {rows.map(([term, value]) => (
          <div key={term} className={classes.row}>
            <dt>{term}</dt>
            <dd className={term === 'Over the limit by' ? meter.excess : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
