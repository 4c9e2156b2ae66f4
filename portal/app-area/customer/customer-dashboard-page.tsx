import { toFailure } from '../../../src/api/api-error';
import { balanceQuery, categoriesQuery } from '../../../src/api/dashboard';
import { categoryTitle, homeCategories } from '../../../src/domain/dashboard';
import { useServerQueries, useServerQuery, useSession } from '../../../src/react';
import { Accordion, AccordionGroup, Alert, Spinner, useClasses } from '../../../src/ui';
import { usePageTitle } from '../../use-page-title';
import { CategoryOverview } from './category-overview';
import { categoryPage } from './customer-routes';
import { customerStyles } from './customer-styles';
import { type CategoryBalance, CategoryCards, GroupTotal } from './money-at-a-glance';

/** 'Hi, {shortName}'. */
export const greeting = (shortName: string | undefined): string => (shortName ? `Hi, ${shortName}` : 'Hi');

/**
 * The home dashboard (spec §2) at /app/customer/dashboard: 'Hi, {shortName}', the money at a glance
 * before anything is opened (the total with the group and a card per category with its group
 * balance, linking to the category's page), then one accordion per category titled
 * 'My {NavigationText}' ('Group Solutions' as 'My Employee Benefits'), items 157 and 99 left out;
 * opening one loads that category's products.
 */
export function CustomerDashboardPage() {
  usePageTitle('My Dashboard');
  const classes = useClasses(customerStyles);
  const { user } = useSession();
  const categories = useServerQuery(categoriesQuery());
  const shown = categories.data ? homeCategories(categories.data) : [];
  const balances = useServerQueries(shown.map((category) => balanceQuery(category.NavigationItemID)));
  const glance = shown.flatMap((category, index): CategoryBalance[] => {
    const balance = balances[index];
    if (!balance) return [];
    const name = categoryTitle(category.NavigationText).replace(/^My /, '');
    return [{ id: category.NavigationItemID, name, href: categoryPage(category.NavigationItemID), balance }];
  });
  const loading = categories.status === 'pending' || balances.some((balance) => balance.status === 'pending');
  return (
    <div className={classes.page} aria-busy={loading}>
      <h1 className={classes.heading}>{greeting(user?.shortName)}</h1>
      {categories.status === 'error' ? (
        <Alert variant="danger">{toFailure(categories.error).message}</Alert>
      ) : categories.data ? (
        <>
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
