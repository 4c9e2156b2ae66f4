import { useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { toFailure } from '../../../src/api/api-error';
import { allocationOf } from '../../../src/domain/allocation';
import { productDisplayName } from '../../../src/domain/dashboard';
import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { Alert, Spinner, useClasses } from '../../../src/ui';
import { usePageTitle } from '../../use-page-title';
import { AllocationChart } from './allocation-chart';
import { BalancePanel } from './balance-panel';
import { customerStyles } from './customer-styles';
import { MissingProducts } from './missing-products';
import { ProductAccordions } from './product-accordions';
import { useCategoryProducts } from './use-category-products';
import { useDetailReady } from './use-detail-ready';
import { WealthProductPanel } from './wealth-product-panel';

/** The navigation state /app/wealth/{ProductInstanceID} is reached with: the product to open. */
interface WealthNavigationState {
  product?: { ProductInstanceID?: number | null } | null;
}

function productFromState(state: unknown): number | undefined {
  const product = (state as WealthNavigationState | null)?.product;
  return typeof product?.ProductInstanceID === 'number' ? product.ProductInstanceID : undefined;
}

function productFromParam(value: string | undefined): number | undefined {
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * My Investments (spec §2, item 1) at /app/customer/investments, /app/Customer/wealth and
 * /app/wealth/{ProductInstanceID}: 'Your Investment Wealth', the allocation across the products with a
 * balance (a chart and its table, once every summary has answered), an accordion 'Investments - {name}' per
 * available product (the one in the address or navigation state open), then the products to offer.
 */
export function InvestmentsPage() {
  usePageTitle('My Investments');
  const classes = useClasses(customerStyles);
  const params = useParams<{ productInstanceId?: string }>();
  const historyState = useHistoryState<unknown>();
  const initialProductInstanceId =
    productFromParam(params.productInstanceId) ?? productFromState(historyState);
  const category = useCategoryProducts(NAVIGATION_ITEM_ID.wealth);
  const opened = category.products.find(
    ({ product }) => product.ProductInstanceID === initialProductInstanceId,
  );
  const openedReady = useDetailReady(opened?.product);
  // The allocation from the summaries already loaded for the accordions: no call of its own.
  const allocation = allocationOf(
    category.products.map(({ product, summary }) => ({
      name: productDisplayName(product, summary.data),
      balance: summary.data?.Balance,
    })),
  );
  return (
    <div className={classes.page} aria-busy={!category.isComplete || !openedReady}>
      <h1 className={classes.heading}>My Investments</h1>
      <BalancePanel id={NAVIGATION_ITEM_ID.wealth} label="Your Investment Wealth" />
      {category.list.status === 'error' ? (
        <Alert variant="danger">{toFailure(category.list.error).message}</Alert>
      ) : !category.isComplete || !openedReady ? (
        // The chart comes first and needs every summary: the accordions wait for them too, rather than be
        // pushed down the page (under the pointer) when it arrives; and for the opened product's tables,
        // which would push down the accordions below it and the footer the page scrolled to.
        <Spinner label="Loading your investments" showLabel />
      ) : (
        <>
          {allocation.slices.length > 0 && <AllocationChart allocation={allocation} />}
          <ProductAccordions
            products={category.products}
            title={(name) => `Investments - ${name}`}
            initialProductInstanceId={initialProductInstanceId}
          >
            {(product, summary) => <WealthProductPanel product={product} summary={summary} />}
          </ProductAccordions>
          <MissingProducts products={category.missing} headingLevel={2} />
        </>
      )}
    </div>
  );
}
