import { Link } from 'wouter';
import { toFailure } from '../../../src/api/api-error';
import { formatCurrency } from '../../../src/domain/format-currency';
import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { Alert, makeStyles, Spinner, useClasses } from '../../../src/ui';
import { reset } from '../../../src/ui/base-styles';
import { color, font, space } from '../../../src/ui/tokens';
import { categoryPage, wealthProductPath } from './customer-routes';
import { customerStyles, tapLink } from './customer-styles';
import { MissingProducts } from './missing-products';
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
  value: { ...reset, display: 'block', fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
  description: {
    ...reset,
    display: 'block',
    flexBasis: '100%',
    color: color.textMuted,
    fontSize: font.sizeSmall,
  },
}));

function ProductLine({ categoryId, entry }: { categoryId: number; entry: ProductWithSummary }) {
  const classes = useClasses(overviewStyles);
  const { product, summary } = entry;
  const name = summary.data?.Name || product.ProductText || product.NavigationText;
  const wealth = categoryId === NAVIGATION_ITEM_ID.wealth && product.ProductInstanceID !== null;
  const href = wealth ? wealthProductPath(product.ProductInstanceID ?? 0) : categoryPage(categoryId);
  const balance = summary.data?.Balance;
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
          {balance != null && <span className={classes.value}>{formatCurrency(balance)}</span>}
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
  if (category.list.status === 'error')
    return <Alert variant="danger">{toFailure(category.list.error).message}</Alert>;
  if (category.list.status === 'pending') return <Spinner label="Loading" showLabel />;
  return (
    <div className={page.panel} aria-busy={!category.isComplete}>
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
      <MissingProducts products={category.missing} headingLevel={3} layout="rows" />
    </div>
  );
}
