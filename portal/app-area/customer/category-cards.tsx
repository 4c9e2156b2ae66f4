import { Link } from 'wouter';
import { formatCurrency } from '../../../src/domain/format-currency';
import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { Card, makeStyles, useClasses } from '../../../src/ui';
import { reset, visuallyHidden } from '../../../src/ui/base-styles';
import { StatusBadge } from '../../../src/ui/status-badge';
import { font, shadow, space } from '../../../src/ui/tokens';
import { CategoryOverview } from './category-overview';
import { tapLink } from './customer-styles';
import type { CategoryBalance } from './glance-parts';
import { Skeleton } from './money-at-a-glance';
import { PartFailed } from './part-failed';

const cardStyles = makeStyles(() => ({
  // Two columns from 880 px, each card whole in one (the cards differ in height; rows would leave gaps).
  grid: {
    ...reset,
    display: 'block',
    columns: '2 420px',
    columnGap: space[4],
    listStyle: 'none',
  },
  item: { ...reset, display: 'block', minWidth: 0, breakInside: 'avoid', marginBottom: space[4] },
  card: { display: 'flex', flexDirection: 'column', gap: space[3], boxShadow: shadow[1] },
  amount: {
    ...reset,
    display: 'block',
    fontSize: font.sizeLarge,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
  },
  link: { ...tapLink, alignSelf: 'flex-start' },
  hidden: visuallyHidden,
}));

function CategoryCard({ category }: { category: CategoryBalance }) {
  const classes = useClasses(cardStyles);
  const { balance } = category;
  return (
    <li className={classes.item}>
      <Card
        title={category.title}
        className={classes.card}
        aside={
          balance.status === 'pending' ? (
            <Skeleton label={`Loading the balance of ${category.name}`} />
          ) : balance.data?.Balance != null ? (
            <span className={classes.amount}>{formatCurrency(balance.data.Balance)}</span>
          ) : category.id === NAVIGATION_ITEM_ID.employeeBenefits ? (
            // The hero's total leaves cover out (DESIGN §4 a); the cover amounts in this card say so too.
            <StatusBadge tone="note">Cover · not in total</StatusBadge>
          ) : null
        }
      >
        {balance.status === 'error' && <PartFailed name={category.name} onRetry={balance.refetch} />}
        {category.products && <CategoryOverview categoryId={category.id} />}
        {category.href && (
          <Link href={category.href} className={classes.link}>
            View<span className={classes.hidden}> {category.name}</span>
          </Link>
        )}
      </Card>
    </li>
  );
}

/** The categories that hold money come first (DESIGN.md §4 a: investments, then ventures), the rest in the API's order. */
const MONEY_FIRST: readonly number[] = [NAVIGATION_ITEM_ID.wealth, NAVIGATION_ITEM_ID.venture];

function moneyFirst(categories: readonly CategoryBalance[]): CategoryBalance[] {
  const rank = (category: CategoryBalance) => {
    const index = MONEY_FIRST.indexOf(category.id);
    return index === -1 ? MONEY_FIRST.length : index;
  };
  return [...categories].sort((a, b) => rank(a) - rank(b));
}

/**
 * The home dashboard's categories as open cards (DESIGN.md §8a departs from the spec's accordions here, so
 * the money shows without a click: review M5): each titled as the spec titles its accordion, with its
 * group balance where the API gives one, its products with their figures and the products to offer (the
 * home list's categories; Ventures, item 99, is kept out of that list by §2 and shows its balance), and
 * a link to the category's page. A balance that fails says so in its card with Try again.
 */
export function CategoryCards({ categories }: { categories: CategoryBalance[] }) {
  const classes = useClasses(cardStyles);
  return (
    <ul className={classes.grid} aria-label="Your products with us">
      {moneyFirst(categories).map((category) => (
        <CategoryCard key={category.id} category={category} />
      ))}
    </ul>
  );
}
