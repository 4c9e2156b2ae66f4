import {
  type AvailableProduct,
  type MissingProductItem,
  type PanelSummary,
  type ProductList,
  productsQuery,
  summaryQuery,
} from '../../../src/api/dashboard';
import { visibleMissingProducts } from '../../../src/domain/dashboard';
import { type MissingProduct, splitProducts } from '../../../src/domain/split-products';
import { type QueryState, useServerQueries, useServerQuery } from '../../../src/react';

/** An available product with its summary query. */
export interface ProductWithSummary {
  product: AvailableProduct;
  summary: QueryState<PanelSummary>;
}

/** What a category page shows: its owned products with summaries, and the products to offer. */
export interface CategoryProducts {
  /** The product list call itself. */
  list: QueryState<ProductList>;
  products: ProductWithSummary[];
  /** Catalogued, NebulaView true, TAXFREESAVINGS left out. */
  missing: MissingProduct<MissingProductItem>[];
  /** The list and every summary have answered (successfully or not). */
  isComplete: boolean;
}

/** Options of {@link useCategoryProducts}. */
export interface CategoryProductsOptions {
  /** Drop the data as soon as nothing shows it, so opening again loads afresh (accordion content). */
  resetOnUnmount?: boolean;
  /** False asks for nothing (a category the customer does not have). Defaults to true. */
  enabled?: boolean;
}

/**
 * Spec §4 Products by category: the category's product list, split into available and missing, then
 * the summary of every available product's navigation item — all at once, not one after another,
 * so the page is complete two round trips after it starts whatever the number of products.
 */
export function useCategoryProducts(
  categoryId: number,
  options: CategoryProductsOptions = {},
): CategoryProducts {
  const reset = { resetOnUnmount: options.resetOnUnmount ?? false };
  const list = useServerQuery(productsQuery(categoryId), {
    ...reset,
    enabled: options.enabled ?? true,
    // The summaries start the moment the list answers, not a render later.
    prefetchAfter: (answer) =>
      splitProducts(answer.availableProducts).available.map((product) =>
        summaryQuery(product.NavigationItemID),
      ),
  });
  const available = list.data ? splitProducts(list.data.availableProducts).available : [];
  const missing = list.data ? visibleMissingProducts(splitProducts(list.data.missingProducts).missing) : [];
  const summaries = useServerQueries(
    available.map((product) => summaryQuery(product.NavigationItemID)),
    reset,
  );
  const products = available.flatMap((product, index) => {
    const summary = summaries[index];
    return summary ? [{ product, summary }] : [];
  });
  const isComplete = list.status !== 'pending' && summaries.every((summary) => summary.status !== 'pending');
  return { list, products, missing, isComplete };
}
