import type { ReactNode } from 'react';
import { formatCurrency } from '../../../src/domain/format-currency';
import { makeStyles, useClasses, useStyles } from '../../../src/ui';
import { reset, visuallyHidden } from '../../../src/ui/base-styles';
import { WIDE } from '../../../src/ui/breakpoints';
import { useDomId } from '../../../src/ui/dom-id';
import { color, darkSurface, font, radii, radius, space, typeScale } from '../../../src/ui/tokens';
import { asAtDate, type CategoryBalance, glanceTotal, namesInASentence } from './glance-parts';

export type { CategoryBalance };

/**
 * The labels of the home dashboard's total. The spec names none; "Total with FG Group" says whose money
 * it is. When a balance did not load the total is relabelled, so it never reads as complete (§6 C).
 */
const TOTAL_LABEL = 'Total with FG Group';
const PARTIAL_TOTAL_LABEL = 'Total we could load';

const glanceStyles = makeStyles(({ keyframes }) => ({
  total: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
    padding: space[5],
    // DESIGN.md §4 a: the net-worth hero on the brand's dark surface.
    borderRadius: radii.large,
    backgroundColor: darkSurface.background,
    color: darkSurface.text,
    [WIDE]: { padding: space[6] },
  },
  // The total and, beside it from 1024 px (below it on a phone), where the money is.
  withSplit: {
    gap: space[5],
    [WIDE]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', columnGap: space[6] },
  },
  figures: { ...reset, display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 },
  totalLabel: { ...reset, display: 'block', fontWeight: 600, color: darkSurface.muted },
  totalValue: {
    ...reset,
    display: 'block',
    color: darkSurface.text,
    fontSize: typeScale.h1,
    fontWeight: 700,
    lineHeight: 1.2,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
    [WIDE]: { fontSize: typeScale.display },
  },
  note: { ...reset, display: 'block', fontSize: font.sizeSmall, color: darkSurface.muted },
  error: { ...reset, display: 'block', fontSize: font.sizeSmall, color: darkSurface.danger },
  // DESIGN.md §3 neutral badge, for what a partial total leaves out ("Investments only · Ventures didn't load").
  badge: {
    ...reset,
    display: 'inline-block',
    alignSelf: 'flex-start',
    padding: `${space[1]} ${space[3]}`,
    borderRadius: radii.pill,
    backgroundColor: color.divider,
    color: color.text,
    fontSize: typeScale.xSmall,
    fontWeight: 600,
  },
  skeleton: {
    ...reset,
    display: 'block',
    height: '1.5em',
    width: '60%',
    borderRadius: radius,
    backgroundColor: color.divider,
    '@media (prefers-reduced-motion: no-preference)': {
      animation: `${keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } })} 1.4s ease-in-out infinite`,
    },
  },
  skeletonLarge: { height: '2.5rem', width: '14rem', maxWidth: '100%' },
  // About the height of "Where your money is" for five products: one legend column on a phone, two wider.
  skeletonBlock: { height: '11rem', width: '100%', [WIDE]: { height: '8rem' } },
  hidden: visuallyHidden,
}));

/** A grey bar where a figure will be, named for screen readers. */
export function Skeleton({
  large = false,
  block = false,
  label,
}: {
  large?: boolean;
  /** The room a chart with its legend will take. */
  block?: boolean;
  label: string;
}) {
  const classes = useClasses(glanceStyles);
  const { cx } = useStyles();
  return (
    <>
      <span
        className={cx(classes.skeleton, large && classes.skeletonLarge, block && classes.skeletonBlock)}
        aria-hidden
      />
      <span className={classes.hidden}>{label}</span>
    </>
  );
}

/**
 * The customer's total with the group, before any panel is opened: the sum in cents of the balances
 * the API gives, ventures included (a category without one, such as cover, adds nothing; it is never
 * counted as R0.00), with the date the balances were read. While any balance is loading a placeholder
 * stands; when one failed the total says it is what could be loaded and names what is missing.
 */
export function GroupTotal({
  categories,
  loading,
  split,
}: {
  categories: CategoryBalance[];
  loading: boolean;
  /** What the total is spread over, beside it. */
  split?: ReactNode;
}) {
  const classes = useClasses(glanceStyles);
  const { cx } = useStyles();
  const labelId = useDomId();
  const { pending, total, counted, failed, asAt } = glanceTotal(categories);
  const partial = failed.length > 0 && total !== undefined;
  const missing = namesInASentence(failed.map((category) => category.name));
  const at = asAt === undefined ? undefined : asAtDate(asAt);
  return (
    <section
      className={cx(classes.total, split !== undefined && classes.withSplit)}
      aria-labelledby={labelId}
    >
      <div className={classes.figures}>
        <span id={labelId} className={classes.totalLabel}>
          {partial ? PARTIAL_TOTAL_LABEL : TOTAL_LABEL}
        </span>
        {loading || pending ? (
          <Skeleton large label="Loading your total" />
        ) : total !== undefined ? (
          <>
            <span className={classes.totalValue}>{formatCurrency(total)}</span>
            {/* What the total is made of: the names of the categories it adds. The old note ("the sum
              of the balances below") described a total of the home list only, without Ventures (item
              99, kept out of that list by §2); the total is now every valued holding, so the note
              names the parts added, which stays true whatever a customer holds (DESIGN.md §8 M4). */}
            {partial ? (
              <span className={classes.badge}>
                {namesInASentence(counted.map((category) => category.name))} only · {missing} didn't load
              </span>
            ) : (
              <span className={classes.note}>
                {namesInASentence(counted.map((category) => category.name))}
              </span>
            )}
            {at && (
              <span className={classes.note}>
                As at <time dateTime={at.dateTime}>{at.text}</time> · Insurance cover is not included
              </span>
            )}
          </>
        ) : failed.length > 0 ? (
          <span className={classes.error}>We couldn't load your total: {missing} didn't load.</span>
        ) : (
          <span className={classes.note}>None of your products with us has a balance to show yet.</span>
        )}
      </div>
      {split}
    </section>
  );
}
