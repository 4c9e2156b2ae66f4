import { Link } from 'wouter';
import { toFailure } from '../../../src/api/api-error';
import type { Balance } from '../../../src/api/dashboard';
import { totalOfBalances } from '../../../src/domain/allocation';
import { formatCurrency } from '../../../src/domain/format-currency';
import type { QueryState } from '../../../src/react';
import { makeStyles, useClasses } from '../../../src/ui';
import { focusRing, reset, visuallyHidden } from '../../../src/ui/base-styles';
import { TABLET, WIDE } from '../../../src/ui/breakpoints';
import { useDomId } from '../../../src/ui/dom-id';
import { color, font, radius, shadow, space, TAP_SIZE, typeScale } from '../../../src/ui/tokens';

/**
 * The label of the home dashboard's total. The spec names none; "Total with FG Group" says whose
 * money it is, and the line under it says it is the sum of the cards below (Ventures, item 99, is left
 * out of the home list by §2, so it is not in this total either).
 */
const TOTAL_LABEL = 'Total with FG Group';

/** A home-dashboard category with its group balance call. */
export interface CategoryBalance {
  id: number;
  /** 'Investments', 'Employee Benefits' … (the accordion's title without 'My'). */
  name: string;
  /** Its page, or undefined for a category without one. */
  href: string | undefined;
  balance: QueryState<Balance>;
}

const glanceStyles = makeStyles(({ keyframes }) => ({
  total: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
    padding: space[5],
    borderRadius: radius,
    backgroundColor: color.surface,
    borderInlineStart: `4px solid ${color.primary}`,
    [WIDE]: { padding: space[6] },
  },
  totalLabel: { ...reset, display: 'block', fontWeight: 600, color: color.textMuted },
  totalValue: {
    ...reset,
    display: 'block',
    fontSize: typeScale.h1,
    fontWeight: 700,
    lineHeight: 1.2,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
    [WIDE]: { fontSize: typeScale.display },
  },
  note: { ...reset, display: 'block', fontSize: font.sizeSmall, color: color.textMuted },
  grid: {
    ...reset,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
    gap: space[4],
    listStyle: 'none',
  },
  card: {
    ...reset,
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: space[2],
    padding: space[4],
    [TABLET]: { minHeight: '128px', padding: space[5] },
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    backgroundColor: color.background,
    boxShadow: shadow[1],
    transition: 'border-color 120ms ease, box-shadow 120ms ease',
    '&:hover': { borderColor: color.primary, boxShadow: shadow[2] },
    '&:focus-within': { borderColor: color.primary },
  },
  name: { ...reset, display: 'block', fontWeight: 600 },
  amount: {
    ...reset,
    display: 'block',
    fontSize: font.sizeLarge,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
  },
  error: { ...reset, display: 'block', fontSize: font.sizeSmall, color: color.danger },
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
  link: {
    ...reset,
    ...focusRing,
    // A 44 px target of its own (WCAG 2.5.5), though the whole card answers a click.
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start',
    minHeight: TAP_SIZE,
    minWidth: TAP_SIZE,
    marginTop: 'auto',
    marginBottom: `calc(-1 * ${space[2]})`,
    color: color.primaryStrong,
    fontWeight: 600,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    '&:hover': { color: color.primaryHover },
    // The whole card answers a click; the link stays the one thing focus and screen readers meet.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius },
  },
  hidden: visuallyHidden,
}));

function Skeleton({ large = false, label }: { large?: boolean; label: string }) {
  const classes = useClasses(glanceStyles);
  return (
    <>
      <span
        className={large ? `${classes.skeleton} ${classes.skeletonLarge}` : classes.skeleton}
        aria-hidden
      />
      <span className={classes.hidden}>{label}</span>
    </>
  );
}

/**
 * The customer's total with the group, before any panel is opened: the sum in cents of the balances
 * the API gives (a category without one adds nothing, it is never counted as R0.00). While any balance
 * is loading a placeholder stands; a category whose balance failed is named as left out.
 */
export function GroupTotal({ categories, loading }: { categories: CategoryBalance[]; loading: boolean }) {
  const classes = useClasses(glanceStyles);
  const labelId = useDomId();
  const pending = loading || categories.some((category) => category.balance.status === 'pending');
  const failed = categories.filter((category) => category.balance.status === 'error');
  const total = totalOfBalances(categories.map((category) => category.balance.data?.Balance));
  return (
    <section className={classes.total} aria-labelledby={labelId}>
      <span id={labelId} className={classes.totalLabel}>
        {TOTAL_LABEL}
      </span>
      {pending ? (
        <Skeleton large label="Loading your total" />
      ) : total !== undefined ? (
        <>
          <span className={classes.totalValue}>{formatCurrency(total)}</span>
          <span className={classes.note}>
            {failed.length > 0
              ? `The sum of the balances below, without ${failed.map((category) => category.name).join(' and ')}: that balance could not be loaded.`
              : 'The sum of the balances below.'}
          </span>
        </>
      ) : failed.length > 0 ? (
        <span className={classes.error}>Your total could not be loaded. Please try again later.</span>
      ) : (
        <span className={classes.note}>None of your products with us has a balance to show yet.</span>
      )}
    </section>
  );
}

function CategoryCard({ category }: { category: CategoryBalance }) {
  const classes = useClasses(glanceStyles);
  const { balance } = category;
  return (
    <li className={classes.card}>
      <span className={classes.name}>{category.name}</span>
      {balance.status === 'pending' ? (
        <Skeleton label={`Loading the balance of ${category.name}`} />
      ) : balance.status === 'error' ? (
        <span className={classes.error}>{toFailure(balance.error).message}</span>
      ) : balance.data?.Balance != null ? (
        <span className={classes.amount}>{formatCurrency(balance.data.Balance)}</span>
      ) : null}
      {category.href && (
        <Link href={category.href} className={classes.link}>
          View<span className={classes.hidden}> {category.name}</span>
        </Link>
      )}
    </li>
  );
}

/** One card per home-dashboard category: its name, its balance where the API gives one, and 'View'. */
export function CategoryCards({ categories }: { categories: CategoryBalance[] }) {
  const classes = useClasses(glanceStyles);
  return (
    <ul className={classes.grid} aria-label="Your products with us">
      {categories.map((category) => (
        <CategoryCard key={category.id} category={category} />
      ))}
    </ul>
  );
}
