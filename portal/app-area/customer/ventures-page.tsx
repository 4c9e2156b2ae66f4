import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { useClasses } from '../../../src/ui';
import { BalancePanel } from './balance-panel';
import { CategoryPage } from './category-page';
import { customerStyles } from './customer-styles';
import { ProductOverviewPanel } from './product-tables';

/**
 * My Ventures (spec §2, item 99) at /app/customer/ventures: the Assets balance, and accordions
 * 'Asset - {name}' that load the venture overview, item 100 (spec §2, §9: panels with environmental
 * benefits, and a table), when opened.
 */
export function VenturesPage() {
  const classes = useClasses(customerStyles);
  return (
    <CategoryPage
      categoryId={NAVIGATION_ITEM_ID.venture}
      title="My Ventures"
      lead={<BalancePanel id={NAVIGATION_ITEM_ID.venture} label="Assets" />}
      accordionTitle={(name) => `Asset - ${name}`}
    >
      {(_, summary) => (
        <div className={classes.panel}>
          {summary.PanelSummaryDescription && (
            <p className={classes.muted}>{summary.PanelSummaryDescription}</p>
          )}
          <ProductOverviewPanel id={NAVIGATION_ITEM_ID.ventureOverview} />
        </div>
      )}
    </CategoryPage>
  );
}
