import { toFailure } from '../../../src/api/api-error';
import { categoriesQuery, homeBalanceQueries } from '../../../src/api/dashboard';
import { categoryTitle, isShownOnHome, valuedCategories } from '../../../src/domain/dashboard';
import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { useServerQueries, useServerQuery, useSession } from '../../../src/react';
import { Alert, Spinner, useClasses } from '../../../src/ui';
import { usePageTitle } from '../../use-page-title';
import { CategoryCards } from './category-cards';
import { categoryPage } from './customer-routes';
import { customerStyles } from './customer-styles';
import { GettingStarted } from './getting-started';
import type { CategoryBalance } from './glance-parts';
import { glanceTotal } from './glance-parts';
import { GroupTotal, Skeleton } from './money-at-a-glance';
import { MoneySplit } from './money-split';
import { moneySplit } from './money-split-parts';
import { SomePartsFailed } from './some-parts-failed';
import { useCategoryProducts } from './use-category-products';

/** 'Hi, {shortName}'. @internal */
export const greeting = (shortName: string | undefined): string => (shortName ? `Hi, ${shortName}` : 'Hi');

/**
 * The home dashboard (spec §2) at /app/customer/dashboard: 'Hi, {shortName}', the money with nothing
 * to open (the total with the group, ventures included, then an open card per category titled
 * 'My {NavigationText}' ('Group Solutions' as 'My Employee Benefits') with its group balance and, for
 * the home list (items 157 and 99 left out), its products: DESIGN.md §8a's departure from the spec's
 * accordions, mockup a). A balance that fails shows in its own card with Try
 * again, the rest staying; two or more add one alert under the greeting (DESIGN.md §6 C). A customer
 * with nothing invested sees the onboarding checklist first (§6 E).
 */
export function CustomerDashboardPage() {
  usePageTitle('Dashboard');
  const classes = useClasses(customerStyles);
  const { user } = useSession();
  const categories = useServerQuery(categoriesQuery());
  const valued = categories.data ? valuedCategories(categories.data) : [];
  // The same calls /app starts as soon as the categories answer (usePrefetchCustomerHome), in `valued`'s order.
  const balances = useServerQueries(categories.data ? homeBalanceQueries(categories.data) : []);
  const glance = valued.flatMap((category, index): CategoryBalance[] => {
    const balance = balances[index];
    if (!balance) return [];
    const title = categoryTitle(category.NavigationText);
    return [
      {
        id: category.NavigationItemID,
        name: title.replace(/^My /, ''),
        title,
        products: isShownOnHome(category.NavigationItemID),
        href: categoryPage(category.NavigationItemID),
        balance,
      },
    ];
  });
  const failed = glance.filter((category) => category.balance.status === 'error');
  // A customer with nothing invested yet (every balance read, none above zero) is shown the first steps.
  const sum = glanceTotal(glance);
  const newCustomer =
    categories.data !== undefined && !sum.pending && failed.length === 0 && (sum.total ?? 0) === 0;
  const loading = categories.status === 'pending' || balances.some((balance) => balance.status === 'pending');
  const hasInvestments = valued.some((category) => category.NavigationItemID === NAVIGATION_ITEM_ID.wealth);
  const investments = useCategoryProducts(NAVIGATION_ITEM_ID.wealth, { enabled: hasInvestments });
  const split = moneySplit(hasInvestments ? investments : undefined, glance);
  return (
    <div className={classes.page} aria-busy={loading}>
      <h1 className={classes.heading}>{greeting(user?.shortName)}</h1>
      {categories.status === 'error' ? (
        <Alert variant="danger">{toFailure(categories.error).message}</Alert>
      ) : categories.data ? (
        <>
          {failed.length >= 2 && (
            <SomePartsFailed
              names={failed.map((category) => category.name)}
              onRetry={() => {
                for (const category of failed) category.balance.refetch();
              }}
            />
          )}
          {newCustomer && <GettingStarted />}
          <GroupTotal
            categories={glance}
            loading={false}
            split={
              split === 'pending' ? (
                <Skeleton block label="Loading where your money is" />
              ) : split ? (
                <MoneySplit allocation={split} />
              ) : undefined
            }
          />
          <CategoryCards categories={glance} />
        </>
      ) : (
        <>
          <GroupTotal categories={[]} loading />
          <Spinner label="Loading your dashboard" showLabel />
        </>
      )}
    </div>
  );
}
