import * as z from 'zod/mini';
import { orElse } from '../domain/schema-parts';
import type { ApiClient } from './client';
import { DASHBOARD_KEY, DASHBOARD_PATH, segment, summaryPath } from './dashboard-paths';
import type { QueryDefinition } from './server-state';

/** A display value: the API sends strings (`R 268 412.50`) and sometimes bare numbers. */
const displayValue = z.pipe(
  z.nullish(z.custom<string | number>((value) => typeof value === 'string' || typeof value === 'number')),
  z.transform((value: string | number | null | undefined) => (value == null ? '' : String(value))),
);

/** Spec §3 Category. */
export const categorySchema = z.object({ NavigationItemID: z.number(), NavigationText: z.string() });
/** A dashboard category, e.g. 1 Investments, 5 Group Solutions. */
export type Category = z.output<typeof categorySchema>;

/** An owned product of a category (spec §3 Product list item, Available true). */
export const availableProductSchema = z.object({
  Available: z.boolean(),
  NavigationCode: orElse(z.string(), ''),
  NavigationItemID: z.number(),
  NavigationText: orElse(z.string(), ''),
  ProductText: orElse(z.string(), ''),
  ProductInstanceID: orElse(z.number(), null),
});
/** One entry of `availableProducts`. */
export type AvailableProduct = z.output<typeof availableProductSchema>;

/** A product the party does not own (spec §3: ProductText, Description, CODE, NavigationItemID …). */
export const missingProductSchema = z.object({
  Available: orElse(z.boolean(), false),
  CODE: orElse(z.string(), ''),
  NavigationCode: orElse(z.string(), ''),
  NavigationItemID: z.number(),
  NavigationText: orElse(z.string(), ''),
  ProductText: orElse(z.string(), ''),
  Description: orElse(z.string(), ''),
  ProductInstanceID: orElse(z.number(), null),
});
/** One entry of `missingProducts`, as the API sends it (not yet filtered by the catalogue). */
export type MissingProductItem = z.output<typeof missingProductSchema>;

/** GET …/{categoryId}/products. */
export const productListSchema = z.object({
  availableProducts: orElse(z.array(availableProductSchema), []),
  missingProducts: orElse(z.array(missingProductSchema), []),
});
/** A category's products, split by the server into owned and not owned. */
export type ProductList = z.output<typeof productListSchema>;

const panelDataSchema = z.object({
  label: displayValue,
  value: displayValue,
  info: orElse(z.string(), null),
});
/** One label/value line of a panel block. */
export type PanelData = z.output<typeof panelDataSchema>;

const panelBlockSchema = z.object({
  Title: orElse(z.string(), null),
  PanelDataList: orElse(z.array(panelDataSchema), []),
});
/** A titled group of label/value lines, e.g. 'Summary' or 'Environmental benefits'. */
export type PanelBlock = z.output<typeof panelBlockSchema>;

// A plain object rather than `panelSummarySchema.shape`: reading `.shape` at module level would keep
// every schema here in bundles that use none of them.
const panelSummaryFields = {
  NavigationItemID: z.number(),
  ProductInstanceID: orElse(z.number(), null),
  ProductInstanceMemberID: orElse(z.number(), null),
  Name: orElse(z.string(), ''),
  PanelSummaryDescription: orElse(z.string(), ''),
  ShowName: orElse(z.boolean(), true),
  Balance: orElse(z.number(), null),
  Blocks: orElse(z.array(panelBlockSchema), []),
};

/** Spec §3 Panel summary (GET …/summary/{navigationItemId}). */
export const panelSummarySchema = z.object(panelSummaryFields);
/** A product's summary panel. */
export type PanelSummary = z.output<typeof panelSummarySchema>;

/** A table row: cell values keyed by column name. */
export type TableRow = Record<string, string | number | null>;

const isCell = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number';
const isTableRow = (value: unknown): value is TableRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isCell);

const tableViewSchema = z.object({
  Title: orElse(z.string(), null),
  Columns: orElse(z.array(z.object({ title: z.string(), name: z.string() })), []),
  Rows: orElse(z.array(z.custom<TableRow>(isTableRow)), []),
});
/** Spec §3 Product overview TableViews: columns (title, name) and rows keyed by column name. */
export type TableView = z.output<typeof tableViewSchema>;

/** Spec §3 Product overview (GET …/overview/{id}). */
export const productOverviewSchema = z.object({
  ProductInstanceID: orElse(z.number(), null),
  ProductInstanceMemberID: orElse(z.number(), null),
  PanelSummaries: orElse(z.array(panelSummarySchema), []),
  TableViews: orElse(z.array(tableViewSchema), []),
});
/** A product's overview: its panels and tables. */
export type ProductOverview = z.output<typeof productOverviewSchema>;

/** GET …/detail/{navigationItemId}/{productInstanceId}: a panel summary plus its tables. */
export const productDetailSchema = z.object({
  ...panelSummaryFields,
  TableViews: orElse(z.array(tableViewSchema), []),
});
/** A product's summary with its tables. */
export type ProductDetail = z.output<typeof productDetailSchema>;

/** Spec §3 Balance (GET …/groupbalance/{id}). Balance is null when the API gives none (e.g. cover only). */
export const balanceSchema = z.object({
  Balance: orElse(z.number(), null),
  ProductMappingID: orElse(z.number(), null),
});
/** A category's or product's balance in rand. */
export type Balance = z.output<typeof balanceSchema>;

/** Query keys of the dashboard calls; every key starts with `['dashboard', partyId]`. */
export const dashboardKeys = {
  all: DASHBOARD_KEY,
  party: (partyId: string) => ['dashboard', partyId] as const,
  categories: (partyId: string) => ['dashboard', partyId, 'categories'] as const,
  products: (partyId: string, categoryId: number) => ['dashboard', partyId, 'products', categoryId] as const,
  summary: (partyId: string, navigationItemId: number) =>
    ['dashboard', partyId, 'summary', navigationItemId] as const,
  overview: (partyId: string, id: number) => ['dashboard', partyId, 'overview', id] as const,
  detail: (partyId: string, navigationItemId: number, productInstanceId: number) =>
    ['dashboard', partyId, 'detail', navigationItemId, productInstanceId] as const,
  balance: (partyId: string, id: number) => ['dashboard', partyId, 'balance', id] as const,
};

/** GET /v3/api/NebulaDashboard/Categories */
export function fetchCategories(client: ApiClient, signal?: AbortSignal): Promise<Category[]> {
  return client.request({
    path: `${DASHBOARD_PATH}/Categories`,
    secure: true,
    schema: z.array(categorySchema),
    signal,
  });
}

/** GET /v3/api/NebulaDashboard/{partyId}/{categoryId}/products */
export function fetchProducts(
  client: ApiClient,
  categoryId: number,
  signal?: AbortSignal,
): Promise<ProductList> {
  return client.request({
    path: `${DASHBOARD_PATH}/[partyId]/${segment(categoryId)}/products`,
    secure: true,
    schema: productListSchema,
    signal,
  });
}

/** GET /v3/api/NebulaDashboard/{partyId}/summary/{navigationItemId} */
export function fetchSummary(
  client: ApiClient,
  navigationItemId: number,
  signal?: AbortSignal,
): Promise<PanelSummary> {
  return client.request({
    path: summaryPath(navigationItemId),
    secure: true,
    schema: panelSummarySchema,
    signal,
  });
}

/** GET /v3/api/NebulaDashboard/{partyId}/overview/{id} (a navigation item or product instance id). */
export function fetchOverview(client: ApiClient, id: number, signal?: AbortSignal): Promise<ProductOverview> {
  return client.request({
    path: `${DASHBOARD_PATH}/[partyId]/overview/${segment(id)}`,
    secure: true,
    schema: productOverviewSchema,
    signal,
  });
}

/** GET /v3/api/NebulaDashboard/{partyId}/detail/{navigationItemId}/{productInstanceId} */
export function fetchDetail(
  client: ApiClient,
  navigationItemId: number,
  productInstanceId: number,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  return client.request({
    path: `${DASHBOARD_PATH}/[partyId]/detail/${segment(navigationItemId)}/${segment(productInstanceId)}`,
    secure: true,
    schema: productDetailSchema,
    signal,
  });
}

/** GET /v3/api/NebulaDashboard/{partyId}/groupbalance/{id} (a category or a product's navigation item). */
export function fetchGroupBalance(client: ApiClient, id: number, signal?: AbortSignal): Promise<Balance> {
  return client.request({
    path: `${DASHBOARD_PATH}/[partyId]/groupbalance/${segment(id)}`,
    secure: true,
    schema: balanceSchema,
    signal,
  });
}

/** Query options of the dashboard categories. */
export function categoriesQuery(client: ApiClient, partyId: string): QueryDefinition<Category[]> {
  return {
    queryKey: dashboardKeys.categories(partyId),
    queryFn: ({ signal }) => fetchCategories(client, signal),
  };
}

/** Query options of a category's product list. */
export function productsQuery(
  client: ApiClient,
  partyId: string,
  categoryId: number,
): QueryDefinition<ProductList> {
  return {
    queryKey: dashboardKeys.products(partyId, categoryId),
    queryFn: ({ signal }) => fetchProducts(client, categoryId, signal),
  };
}

/** Query options of a product's summary panel. */
export function summaryQuery(
  client: ApiClient,
  partyId: string,
  navigationItemId: number,
): QueryDefinition<PanelSummary> {
  return {
    queryKey: dashboardKeys.summary(partyId, navigationItemId),
    queryFn: ({ signal }) => fetchSummary(client, navigationItemId, signal),
  };
}

/** Query options of a product's overview. */
export function overviewQuery(
  client: ApiClient,
  partyId: string,
  id: number,
): QueryDefinition<ProductOverview> {
  return {
    queryKey: dashboardKeys.overview(partyId, id),
    queryFn: ({ signal }) => fetchOverview(client, id, signal),
  };
}

/** Query options of a product's detail (summary plus tables). */
export function detailQuery(
  client: ApiClient,
  partyId: string,
  navigationItemId: number,
  productInstanceId: number,
): QueryDefinition<ProductDetail> {
  return {
    queryKey: dashboardKeys.detail(partyId, navigationItemId, productInstanceId),
    queryFn: ({ signal }) => fetchDetail(client, navigationItemId, productInstanceId, signal),
  };
}

/** Query options of a category's or product's balance. */
export function balanceQuery(client: ApiClient, partyId: string, id: number): QueryDefinition<Balance> {
  return {
    queryKey: dashboardKeys.balance(partyId, id),
    queryFn: ({ signal }) => fetchGroupBalance(client, id, signal),
  };
}
