import * as z from 'zod/mini';
import { valuedCategories } from '../domain/dashboard';
import { orElse } from '../domain/schema-parts';
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
const availableProductSchema = z.object({
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
const missingProductSchema = z.object({
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

/**
 * Spec §3 lists a panel summary's fields in PascalCase and "also name, blocks of label and value,
 * productDescription": an answer in that lower-case shape is read as Name, PanelSummaryDescription and
 * one untitled block of its lines. A PascalCase field wins where both are sent.
 */
function fromLowerCaseSummary(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { name, productDescription, blocks, ...rest } = value as Record<string, unknown>;
  return {
    Name: name,
    PanelSummaryDescription: productDescription,
    Blocks: Array.isArray(blocks) ? [{ Title: null, PanelDataList: blocks }] : undefined,
    ...rest,
  };
}

const summaryOf = <T extends z.core.$ZodType>(schema: T) => z.pipe(z.transform(fromLowerCaseSummary), schema);

/** Spec §3 Panel summary (GET …/summary/{navigationItemId}), in either shape. */
export const panelSummarySchema = summaryOf(z.object(panelSummaryFields));
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
export const productDetailSchema = summaryOf(
  z.object({
    ...panelSummaryFields,
    TableViews: orElse(z.array(tableViewSchema), []),
  }),
);
/** A product's summary with its tables. */
export type ProductDetail = z.output<typeof productDetailSchema>;

/** Spec §3 Balance (GET …/groupbalance/{id}). Balance is null when the API gives none (e.g. cover only). */
export const balanceSchema = z.object({
  Balance: orElse(z.number(), null),
  ProductMappingID: orElse(z.number(), null),
});
/** A category's or product's balance in rand. */
export type Balance = z.output<typeof balanceSchema>;

/** Query keys of the dashboard calls, within the party (the seam scopes them); every key starts with `DASHBOARD_KEY`. @internal */
export const dashboardKeys = {
  all: DASHBOARD_KEY,
  categories: () => [...DASHBOARD_KEY, 'categories'] as const,
  products: (categoryId: number) => [...DASHBOARD_KEY, 'products', categoryId] as const,
  summary: (navigationItemId: number) => [...DASHBOARD_KEY, 'summary', navigationItemId] as const,
  overview: (id: number) => [...DASHBOARD_KEY, 'overview', id] as const,
  detail: (navigationItemId: number, productInstanceId: number) =>
    [...DASHBOARD_KEY, 'detail', navigationItemId, productInstanceId] as const,
  balance: (id: number) => [...DASHBOARD_KEY, 'balance', id] as const,
};

/** GET /v3/api/NebulaDashboard/Categories */
export function categoriesQuery(): QueryDefinition<Category[]> {
  return {
    queryKey: dashboardKeys.categories(),
    queryFn: ({ client, signal }) =>
      client.request({
        path: `${DASHBOARD_PATH}/Categories`,
        secure: true,
        schema: z.array(categorySchema),
        signal,
      }),
  };
}

/** GET /v3/api/NebulaDashboard/{partyId}/{categoryId}/products */
export function productsQuery(categoryId: number): QueryDefinition<ProductList> {
  return {
    queryKey: dashboardKeys.products(categoryId),
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: `${DASHBOARD_PATH}/[partyId]/${segment(categoryId)}/products`,
        party,
        secure: true,
        schema: productListSchema,
        signal,
      }),
  };
}

/** GET /v3/api/NebulaDashboard/{partyId}/summary/{navigationItemId} */
export function summaryQuery(navigationItemId: number): QueryDefinition<PanelSummary> {
  return {
    queryKey: dashboardKeys.summary(navigationItemId),
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: summaryPath(navigationItemId),
        party,
        secure: true,
        schema: panelSummarySchema,
        signal,
      }),
  };
}

/** GET /v3/api/NebulaDashboard/{partyId}/overview/{id} (a navigation item or product instance id). */
export function overviewQuery(id: number): QueryDefinition<ProductOverview> {
  return {
    queryKey: dashboardKeys.overview(id),
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: `${DASHBOARD_PATH}/[partyId]/overview/${segment(id)}`,
        party,
        secure: true,
        schema: productOverviewSchema,
        signal,
      }),
  };
}

/** GET /v3/api/NebulaDashboard/{partyId}/detail/{navigationItemId}/{productInstanceId} (summary plus tables). */
export function detailQuery(
  navigationItemId: number,
  productInstanceId: number,
): QueryDefinition<ProductDetail> {
  return {
    queryKey: dashboardKeys.detail(navigationItemId, productInstanceId),
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: `${DASHBOARD_PATH}/[partyId]/detail/${segment(navigationItemId)}/${segment(productInstanceId)}`,
        party,
        secure: true,
        schema: productDetailSchema,
        signal,
      }),
  };
}

/** GET /v3/api/NebulaDashboard/{partyId}/groupbalance/{id} (a category or a product's navigation item). */
export function balanceQuery(id: number): QueryDefinition<Balance> {
  return {
    queryKey: dashboardKeys.balance(id),
    queryFn: ({ client, party, signal }) =>
      client.request({
        path: `${DASHBOARD_PATH}/[partyId]/groupbalance/${segment(id)}`,
        party,
        secure: true,
        schema: balanceSchema,
        signal,
      }),
  };
}

/**
 * The balances the home dashboard's total and cards show, one per valued category: all they need is
 * the categories' answer, so whoever has it can start them (the dashboard itself, or /app before the
 * workspace menus have said where to go).
 */
export function homeBalanceQueries(categories: readonly Category[]): QueryDefinition<Balance>[] {
  return valuedCategories(categories).map((category) => balanceQuery(category.NavigationItemID));
}
