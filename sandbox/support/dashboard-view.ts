import { addRand } from '../../src/domain/money';
import { catalogue, categories } from '../fixtures/catalogue';
import type {
  CatalogueProduct,
  Holding,
  LowerCasePanelSummary,
  MissingProduct,
  PanelBlock,
  PanelSummary,
  ProductList,
  ProductListItem,
  TableView,
} from '../model/dashboard';
import { formatRand } from './format';

export function catalogueProduct(navigationItemId: number): CatalogueProduct | undefined {
  return catalogue.find((product) => product.NavigationItemID === navigationItemId);
}

export function isCategory(id: number): boolean {
  return categories.some((category) => category.NavigationItemID === id);
}

export function panelSummary(holding: Holding): PanelSummary | LowerCasePanelSummary {
  const balanceRow =
    holding.balance === null
      ? []
      : [{ label: 'Current value', value: formatRand(holding.balance), info: null }];
  const ids = {
    NavigationItemID: holding.navigationItemId,
    ProductInstanceID: holding.productInstanceId,
    ProductInstanceMemberID: holding.productInstanceMemberId,
    ShowName: holding.showName ?? true,
    Balance: holding.balance,
  };
  if (holding.lowerCaseSummary) {
    const lines = [...balanceRow, ...holding.rows, ...holding.environmentalBenefits];
    return { ...ids, name: holding.name, productDescription: holding.description, blocks: lines };
  }
  const blocks: PanelBlock[] = [{ Title: 'Summary', PanelDataList: [...balanceRow, ...holding.rows] }];
  if (holding.environmentalBenefits.length > 0) {
    blocks.push({ Title: 'Environmental benefits', PanelDataList: holding.environmentalBenefits });
  }
  return { ...ids, Name: holding.name, PanelSummaryDescription: holding.description, Blocks: blocks };
}

export interface ProductOverview {
  ProductInstanceID: number;
  ProductInstanceMemberID: number;
  PanelSummaries: (PanelSummary | LowerCasePanelSummary)[];
  TableViews: TableView[];
}

export function productOverview(holding: Holding): ProductOverview {
  return {
    ProductInstanceID: holding.productInstanceId,
    ProductInstanceMemberID: holding.productInstanceMemberId,
    PanelSummaries: [panelSummary(holding)],
    TableViews: holding.table ? [holding.table] : [],
  };
}

/**
 * Owned products of a category as available, every other catalogue product of it as missing — including
 * NebulaView false ones, which the client is expected to filter out (spec §3 catalogue).
 */
export function productList(holdings: Holding[], categoryId: number): ProductList {
  const inCategory = catalogue.filter((product) => product.CategoryID === categoryId);
  const availableProducts: ProductListItem[] = [];
  const missingProducts: MissingProduct[] = [];
  for (const product of inCategory) {
    const owned = holdings.filter((holding) => holding.navigationItemId === product.NavigationItemID);
    for (const holding of owned) {
      availableProducts.push({
        Available: true,
        NavigationCode: product.CODE,
        NavigationItemID: product.NavigationItemID,
        NavigationText: product.ProductText,
        ProductText: holding.name,
        ProductInstanceID: holding.productInstanceId,
      });
    }
    if (owned.length === 0) {
      missingProducts.push({
        Available: false,
        CODE: product.CODE,
        NavigationCode: product.CODE,
        NavigationItemID: product.NavigationItemID,
        NavigationText: product.ProductText,
        ProductText: product.ProductText,
        Description: product.Description,
        ProductInstanceID: null,
      });
    }
  }
  return { availableProducts, missingProducts };
}

/** A category's group balance: the sum of its holdings' balances, or null when none has one. */
export function categoryBalance(holdings: Holding[], categoryId: number): number | null {
  const balances = holdings
    .filter((holding) => catalogueProduct(holding.navigationItemId)?.CategoryID === categoryId)
    .flatMap((holding) => (holding.balance === null ? [] : [holding.balance]));
  // No holding with a balance (cover only, or nothing held): the category has none, not R0.00.
  // Added in whole cents (src/domain/money), so a total is exact and never Infinity or NaN.
  return balances.length === 0 ? null : addRand(...balances);
}

export interface NavigationNode {
  NavigationItemID: number;
  NavigationText: string;
  NavigationCode: string | null;
  ParentNavigationItemID: number | null;
  Children: NavigationNode[];
}

export function navigationStructure(): NavigationNode[] {
  return categories.map((category) => ({
    NavigationItemID: category.NavigationItemID,
    NavigationText: category.NavigationText,
    NavigationCode: null,
    ParentNavigationItemID: null,
    Children: catalogue
      .filter((product) => product.CategoryID === category.NavigationItemID)
      .map((product) => ({
        NavigationItemID: product.NavigationItemID,
        NavigationText: product.ProductText,
        NavigationCode: product.CODE,
        ParentNavigationItemID: category.NavigationItemID,
        Children: [],
      })),
  }));
}
