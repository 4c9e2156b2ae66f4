import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { CategoryPage } from './category-page';
import { SummaryPanel } from './summary-panel';

/** My Wills and Trusts (spec §2, item 6) at /app/customer/wills-and-trusts. */
export function WillsAndTrustsPage() {
  return (
    <CategoryPage
      categoryId={NAVIGATION_ITEM_ID.willsAndTrusts}
      title="My Wills and Trusts"
      accordionTitle={(name) => name}
    >
      {(_, summary) => <SummaryPanel summary={summary} />}
    </CategoryPage>
  );
}
