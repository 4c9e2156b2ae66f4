import { toFailure } from '../../../src/api/api-error';
import { productsQuery, summaryQuery } from '../../../src/api/dashboard';
import { productDisplayName } from '../../../src/domain/dashboard';
import { formatCurrency } from '../../../src/domain/format-currency';
import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { splitProducts } from '../../../src/domain/split-products';
import { useServerQueries, useSession } from '../../../src/react';
import { Alert, Spinner, useClasses } from '../../../src/ui';
import { usePageTitle } from '../../use-page-title';
import { customerStyles } from './customer-styles';
import { TableView } from './table-view';

/** The categories whose products the Accounts page lists, with the name of each. */
export const ACCOUNT_CATEGORIES: readonly { id: number; name: string }[] = [
  { id: NAVIGATION_ITEM_ID.wealth, name: 'Investments' },
  { id: NAVIGATION_ITEM_ID.employeeBenefits, name: 'Employee Benefits' },
  { id: NAVIGATION_ITEM_ID.willsAndTrusts, name: 'Wills and Trusts' },
  { id: NAVIGATION_ITEM_ID.venture, name: 'Ventures' },
];

/** Text of the Accounts page. */
export const ACCOUNTS_TEXT = {
  title: 'Accounts',
  empty: 'You do not have any products yet.',
  noBalance: 'No balance',
} as const;

/**
 * Accounts (spec §2 /app/customer/accounts): every product the customer owns in one table — name,
 * category and value. The four product lists load at once, then every summary at once.
 */
export function AccountsPage() {
  usePageTitle(ACCOUNTS_TEXT.title);
  const classes = useClasses(customerStyles);
  const { user } = useSession();
  const lists = useServerQueries(
    ACCOUNT_CATEGORIES.map((category) => productsQuery(category.id)),
    { enabled: Boolean(user) },
  );
  const owned = ACCOUNT_CATEGORIES.flatMap((category, index) =>
    splitProducts(lists[index]?.data?.availableProducts ?? []).available.map((product) => ({
      category,
      product,
    })),
  );
  const summaries = useServerQueries(owned.map(({ product }) => summaryQuery(product.NavigationItemID)));
  const failed = lists.find((list) => list.status === 'error');
  const pending =
    lists.some((list) => list.status === 'pending') ||
    summaries.some((summary) => summary.status === 'pending');

  const body = (() => {
    if (failed) return <Alert variant="danger">{toFailure(failed.error).message}</Alert>;
    if (pending) return <Spinner label="Loading your accounts" showLabel />;
    if (owned.length === 0) return <p>{ACCOUNTS_TEXT.empty}</p>;
    const rows = owned.map(({ category, product }, index) => {
      const summary = summaries[index];
      const balance = summary?.data?.Balance;
      return {
        product: productDisplayName(product, summary?.data),
        category: category.name,
        value:
          summary?.status === 'error'
            ? toFailure(summary.error).message
            : balance == null
              ? ACCOUNTS_TEXT.noBalance
              : formatCurrency(balance),
      };
    });
    return (
      <TableView
        figureColumns={['value']}
        table={{
          Title: 'Your products',
          Columns: [
            { title: 'Product', name: 'product' },
            { title: 'Category', name: 'category' },
            { title: 'Value', name: 'value' },
          ],
          Rows: rows,
        }}
      />
    );
  })();

  return (
    <div className={classes.page} aria-busy={pending}>
      <h1 className={classes.heading}>{ACCOUNTS_TEXT.title}</h1>
      {body}
    </div>
  );
}
