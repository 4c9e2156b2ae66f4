import { toFailure } from '../../../src/api/api-error';
import { categoriesQuery, homeBalanceQueries } from '../../../src/api/dashboard';
import { categoryTitle, homeCategories, valuedCategories } from '../../../src/domain/dashboard';
import { useServerQueries, useServerQuery, useSession } from '../../../src/react';
import { Accordion, AccordionGroup, Alert, Spinner, useClasses } from '../../../src/ui';
import { usePageTitle } from '../../use-page-title';
import { CategoryOverview } from './category-overview';
import { categoryPage } from './customer-routes';
import { customerStyles } from './customer-styles';
import { GettingStarted } from './getting-started';
import { glanceTotal } from './glance-parts';
import { type CategoryBalance, CategoryCards, GroupTotal } from './money-at-a-glance';
import { SomePartsFailed } from './some-parts-failed';

/** 'Hi, {shortName}'. @internal */
export const greeting = (shortName: string | undefined): string => (shortName ? `Hi, ${shortName}` : 'Hi');

/**
 * The home dashboard (spec §2) at /app/customer/dashboard: 'Hi, {shortName}', the money at a glance
 * before anything is opened (the total with the group, ventures included, and a card per category
 * with its group balance, linking to the category's page), then one accordion per category titled
 * 'My {NavigationText}' ('Group Solutions' as 'My Employee Benefits'), items 157 and 99 left out;
 * opening one loads that category's products. A balance that fails shows in its own card with Try
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
    const name = categoryTitle(category.NavigationText).replace(/^My /, '');
    return [{ id: category.NavigationItemID, name, href: categoryPage(category.NavigationItemID), balance }];
  });
  const failed = glance.filter((category) => category.balance.status === 'error');
  // A customer with nothing invested yet (every balance read, none above zero) is shown the first steps.
  const sum = glanceTotal(glance);
  const newCustomer =
    categories.data !== undefined && !sum.pending && failed.length === 0 && (sum.total ?? 0) === 0;
  const loading = categories.status === 'pending' || balances.some((balance) => balance.status === 'pending');
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
          <GroupTotal categories={glance} loading={false} />
          <CategoryCards categories={glance} />
          <AccordionGroup>
            {homeCategories(categories.data).map((category) => (
              <Accordion
                key={category.NavigationItemID}
                id={`category-${category.NavigationItemID}`}
                headingLevel={2}
                title={categoryTitle(category.NavigationText)}
              >
                <CategoryOverview categoryId={category.NavigationItemID} />
              </Accordion>
            ))}
          </AccordionGroup>
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
