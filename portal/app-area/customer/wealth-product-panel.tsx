import { useLocation } from 'wouter';
import type { AvailableProduct, PanelSummary } from '../../../src/api/dashboard';
import { buyLink, buyRouteForNavigationItem } from '../../../src/domain/buy-routing';
import { hasBuyButton, hasSummaryTable, NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { ButtonLink, useClasses, VisuallyHidden } from '../../../src/ui';
import { MemberChoice } from '../../../widgets/member-choice';
import { CUSTOMER_ROUTES } from './customer-routes';
import { customerStyles } from './customer-styles';
import { PanelBlocks } from './panel-blocks';
import { DetailTables } from './product-tables';

/** Props of {@link WealthProductPanel}. */
export interface WealthProductPanelProps {
  product: AvailableProduct;
  summary: PanelSummary;
}

/**
 * A wealth accordion's content (spec §2): the summary block; for items 2, 86, 110, 132 and 139 also
 * the product's table; for item 14 the member-choice tiles; for 2, 86 and 110 a Buy button routed by
 * the navigation item.
 */
export function WealthProductPanel({ product, summary }: WealthProductPanelProps) {
  const classes = useClasses(customerStyles);
  const [, navigate] = useLocation();
  const itemId = product.NavigationItemID;
  const productInstanceId = product.ProductInstanceID ?? summary.ProductInstanceID;
  const name = summary.Name || product.ProductText;
  return (
    <div className={classes.panel}>
      {summary.PanelSummaryDescription && <p className={classes.muted}>{summary.PanelSummaryDescription}</p>}
      <PanelBlocks blocks={summary.Blocks} headingLevel={3} />
      {hasSummaryTable(itemId) && productInstanceId !== null && (
        <DetailTables navigationItemId={itemId} productInstanceId={productInstanceId} />
      )}
      {itemId === NAVIGATION_ITEM_ID.memberChoice && (
        <MemberChoice
          productInstanceId={productInstanceId ?? undefined}
          memberId={summary.ProductInstanceMemberID ?? undefined}
          headingLevel={3}
          // The change declares what it makes stale (the dashboard too), so the summaries follow it.
          onSaving={() => navigate(CUSTOMER_ROUTES.memberPortalSuccess)}
        />
      )}
      {hasBuyButton(itemId) && (
        <div className={classes.actions}>
          <ButtonLink href={buyLink(buyRouteForNavigationItem(itemId), name)}>
            Buy<VisuallyHidden>{` ${name}`}</VisuallyHidden>
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
