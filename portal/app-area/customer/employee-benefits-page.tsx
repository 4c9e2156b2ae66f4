import { lifeSummaryFirst } from '../../../src/domain/dashboard';
import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { CategoryPage } from './category-page';
import { SummaryPanel } from './summary-panel';

/**
 * My Employee Benefits (spec §2, item 5) at /app/customer/employee-benefits: an accordion per available
 * product, the life summary (group life, item 29, spec §2) first, then the products to offer.
 */
export function EmployeeBenefitsPage() {
  return (
    <CategoryPage
      categoryId={NAVIGATION_ITEM_ID.employeeBenefits}
      title="My Employee Benefits"
      accordionTitle={(name) => name}
      order={(products) => lifeSummaryFirst(products, (entry) => entry.product.NavigationItemID)}
    >
      {(_, summary) => <SummaryPanel summary={summary} />}
    </CategoryPage>
  );
}
