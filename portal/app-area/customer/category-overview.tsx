import { Link } from 'wouter';
import { toFailure } from '../../../src/api/api-error';
import type { PanelSummary } from '../../../src/api/dashboard';
import { formatCurrency } from '../../../src/domain/format-currency';
import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { Alert, makeStyles, Spinner, useClasses, useStyles } from '../../../src/ui';
import { reset, visuallyHidden } from '../../../src/ui/base-styles';
import { statusColor } from '../../../src/ui/status-colors';
import { color, font, radius, space } from '../../../src/ui/tokens';
import { categoryPage, wealthProductPath } from './customer-routes';
import { customerStyles, tapLink } from './customer-styles';
import { MissingProducts } from './missing-products';
import { nextActionOf } from './next-action';
import { coverAmount, formatGrowth, productGrowth } from './product-figures';
import { type ProductWithSummary, useCategoryProducts } from './use-category-products';

const overviewStyles = makeStyles(() => ({
  list: { ...reset, display: 'flex', flexDirection: 'column', listStyle: 'none' },
  item: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: `${space[1]} ${space[4]}`,
    padding: `${space[1]} 0 ${space[2]}`,
    borderBottom: `1px solid ${color.divider}`,
  },
  // The line's padding is what the link's 44 px height leaves.
  link: tapLink,
  figures: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    marginInlineStart: 'auto',
  },
  value: { ...reset, display: 'block', fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
  growth: {
    ...reset,
    display: 'block',
    color: statusColor.success,
    fontSize: font.sizeSmall,
    fontWeight: 500,
    fontVariantNumeric: 'tabular-nums',
  },
  fall: { color: color.danger },
  caption: { ...reset, display: 'block', color: color.textMuted, fontSize: font.sizeSmall },
  // DESIGN §3 Cards: the next-action strip, its verb link at the right (wrapping under on a phone).
  strip: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `0 ${space[4]}`,
    padding: `${space[2]} ${space[4]}`,
    borderRadius: radius,
    backgroundColor: color.surface,
    fontSize: font.sizeSmall,
  },
  hidden: visuallyHidden,
  description: {
    ...reset,
    display: 'block',
    flexBasis: '100%',
    color: color.textMuted,
    fontSize: font.sizeSmall,
  },
}));

/** A product's value with its growth on what was put in, or the amount a cover pays; nothing the API does not give. */
function ProductFigures({ summary }: { summary: PanelSummary }) {
  const classes = useClasses(overviewStyles);
  const { cx } = useStyles();
  const growth = productGrowth(summary);
  const cover = coverAmount(summary);
  const shown = summary.Balance ?? (cover === undefined ? undefined : cover / 100);
  if (shown == null) return null;
  return (
    <span className={classes.figures}>
      <span className={classes.value}>
        {cover !== undefined && <span className={classes.hidden}>Cover of </span>}
        {formatCurrency(shown)}
      </span>
      {growth && (
        <span className={cx(classes.growth, growth.cents < 0 && classes.fall)}>
          <span className={classes.hidden}>Growth on what you put in: </span>
          {formatGrowth(growth)}
        </span>
      )}
    </span>
  );
}

function ProductLine({ categoryId, entry }: { categoryId: number; entry: ProductWithSummary }) {
  const classes = useClasses(overviewStyles);
  const { product, summary } = entry;
  const name = summary.data?.Name || product.ProductText || product.NavigationText;
  const wealth = categoryId === NAVIGATION_ITEM_ID.wealth && product.ProductInstanceID !== null;
  const href = wealth ? wealthProductPath(product.ProductInstanceID ?? 0) : categoryPage(categoryId);
  return (
    <li className={classes.item}>
      {href ? (
        <Link href={href} state={wealth ? { product } : undefined} className={classes.link}>
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
      {summary.status === 'error' ? (
        <span className={classes.description}>{toFailure(summary.error).message}</span>
      ) : summary.data ? (
        <>
          <ProductFigures summary={summary.data} />
          {summary.data.PanelSummaryDescription && (
            <span className={classes.description}>{summary.data.PanelSummaryDescription}</span>
          )}
        </>
      ) : (
        <Spinner label={`Loading ${name}`} />
      )}
    </li>
  );
}

/**
 * A home-dashboard category card's content: the products owned (each linking to its page, wealth products to /app/wealth/{id} with the product
 * in navigation state) and the products to offer, TAXFREESAVINGS hidden.
 */
export function CategoryOverview({ categoryId }: { categoryId: number }) {
  const classes = useClasses(overviewStyles);
  const page = useClasses(customerStyles);
  const category = useCategoryProducts(categoryId);
  const action = nextActionOf(
    categoryId,
    category.products.flatMap(({ summary }) => (summary.data ? [summary.data] : [])),
  );
  if (category.list.status === 'error')
    return <Alert variant="danger">{toFailure(category.list.error).message}</Alert>;
  if (category.list.status === 'pending') return <Spinner label="Loading" showLabel />;
  return (
    <div className={page.panel} aria-busy={!category.isComplete}>
      {category.products.some(({ summary }) => summary.data && productGrowth(summary.data)) && (
        <span className={classes.caption}>Growth is the value less what you put in.</span>
      )}
      {category.products.length > 0 && (
        <ul className={classes.list}>
          {category.products.map((entry) => (
            <ProductLine
              key={`${entry.product.NavigationItemID}-${entry.product.ProductInstanceID}`}
              categoryId={categoryId}
              entry={entry}
            />
          ))}
        </ul>
      )}
      {action && (
        <p className={classes.strip}>
          <span>
            {action.text}
            <strong>{action.figure}</strong>
            {action.after}
          </span>
          <Link href={action.link.href} className={classes.link}>
            {action.link.label}
          </Link>
        </p>
      )}
      <MissingProducts products={category.missing} headingLevel={3} layout="rows" />
    </div>
  );
}
