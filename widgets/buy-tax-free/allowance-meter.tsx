import { formatCurrency } from '../../src/domain/format-currency';
import { TAX_FREE_LIFETIME_LIMIT, type TaxFreeAllowance } from '../../src/domain/tax-free-allowance';
import { useClasses } from '../../src/ui';
import { buyStyles } from '../buy';

/**
 * This tax year's tax-free allowance at a glance (beyond the spec): the limit, what has gone in (with
 * us and declared elsewhere), what is left, and what this purchase with its debits to the end of
 * February adds; and the lifetime limit. Read out as a list, with a meter for the eye; going over is
 * said beside the amount that crosses the limit.
 */
export function AllowanceMeter({ allowance }: { allowance: TaxFreeAllowance }) {
  const classes = useClasses(buyStyles);
  const { taxYear, limit, contributed, left, adding, debits } = allowance;
  const yearName = `${taxYear}/${String((taxYear + 1) % 100).padStart(2, '0')}`;
  const rows: [string, string][] = [
    [`Limit for the ${yearName} tax year`, formatCurrency(limit)],
    ['Already in this tax year', formatCurrency(contributed)],
    ['Left this tax year', formatCurrency(left)],
    [
      debits > 0
        ? `This purchase adds (with ${debits} monthly ${debits === 1 ? 'debit' : 'debits'} to the end of February)`
        : 'This purchase adds',
      formatCurrency(adding),
    ],
    ['Lifetime limit', formatCurrency(TAX_FREE_LIFETIME_LIMIT)],
  ];
  return (
    <section className={classes.panel} aria-label="Your tax-free allowance">
      <meter
        className={classes.meter}
        min={0}
        max={limit}
        high={limit}
        value={Math.min(contributed + adding, limit)}
        aria-label={`${formatCurrency(contributed + adding)} of ${formatCurrency(limit)} used this tax year`}
      />
      <dl className={classes.answers}>
        {rows.map(([term, value]) => (
          <div key={term} className={classes.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
