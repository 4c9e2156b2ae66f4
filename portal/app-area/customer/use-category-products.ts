import { type UseQueryResult, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useApiClient, useSession } from '../../../src/react';

/** An available product with its summary query. */
export interface ProductWithSummary {
  product: AvailableProduct;
  summary: UseQueryResult<PanelSummary>;
}

/** What a category page shows: its owned products with summaries, and the products to offer. */
export interface CategoryProducts {
  /** The product list call itself. */
  list: UseQueryResult<ProductList>;
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
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const partyId = user?.partyId ?? '';
  const gc = options.resetOnUnmount ? { gcTime: 0 } : {};
  const listQuery = productsQuery(client, partyId, categoryId);
  const list = useQuery({
    ...listQuery,
    // The summaries start the moment the list answers, not a render later.
    queryFn: async (context) => {
      const answer = await listQuery.queryFn(context);
      for (const product of splitProducts(answer.availableProducts).available) {
        void queryClient.prefetchQuery({ ...summaryQuery(client, partyId, product.NavigationItemID), ...gc });
      }
      return answer;
    },
    enabled: Boolean(user),
    ...gc,
  });
  const available = list.data ? splitProducts(list.data.availableProducts).available : [];
  const missing = list.data ? visibleMissingProducts(splitProducts(list.data.missingProducts).missing) : [];
  const summaries = useQueries({
    queries: available.map((product) => ({
      ...summaryQuery(client, partyId, product.NavigationItemID),
      ...gc,
    })),
  });
  const products = available.map((product, index) => ({
    product,
    summary: summaries[index] as UseQueryResult<PanelSummary>,
  }));
  const isComplete = !list.isPending && summaries.every((summary) => !summary.isPending);
  return { list, products, missing, isComplete };
}
