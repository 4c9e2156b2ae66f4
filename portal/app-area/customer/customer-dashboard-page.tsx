import { toFailure } from '../../../src/api/api-error';
import { categoriesQuery } from '../../../src/api/dashboard';
import { categoryTitle, homeCategories } from '../../../src/domain/dashboard';
import { useServerQuery, useSession } from '../../../src/react';
import { Accordion, AccordionGroup, Alert, Spinner, useClasses } from '../../../src/ui';
import { usePageTitle } from '../../use-page-title';
import { CategoryOverview } from './category-overview';
import { customerStyles } from './customer-styles';

/** 'Hi, {shortName}'. */
export const greeting = (shortName: string | undefined): string => (shortName ? `Hi, ${shortName}` : 'Hi');

/**
 * The home dashboard (spec §2) at /app/customer/dashboard: 'Hi, {shortName}', then one accordion per
 * category titled 'My {NavigationText}' ('Group Solutions' as 'My Employee Benefits'), items 157 and
 * 99 left out; opening one loads that category's products.
 */
export function CustomerDashboardPage() {
  usePageTitle('My Dashboard');
  const classes = useClasses(customerStyles);
  const { user } = useSession();
  const categories = useServerQuery(categoriesQuery());
  return (
    <div className={classes.page} aria-busy={categories.status === 'pending'}>
      <h1 className={classes.heading}>{greeting(user?.shortName)}</h1>
      {categories.status === 'error' ? (
        <Alert variant="danger">{toFailure(categories.error).message}</Alert>
      ) : categories.data ? (
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
      ) : (
        <Spinner label="Loading your dashboard" showLabel />
      )}
    </div>
  );
}
