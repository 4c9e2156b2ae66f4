import { CATALOGUE, type CatalogueEntry, findCatalogueEntry } from './catalogue';

/** The fields of a product list item that the split needs (spec §3). */
export interface ProductListItem {
  readonly Available: boolean;
  readonly NavigationCode: string;
  readonly NavigationItemID: number;
}

/** A missing product joined with its catalogue entry's code and copy, ready for a tile. */
export type MissingProduct<T extends ProductListItem> = T &
  Pick<CatalogueEntry, 'CODE' | 'ProductText' | 'Description'>;

/** Result of {@link splitProducts}. */
export interface SplitProducts<T extends ProductListItem> {
  readonly available: T[];
  readonly missing: MissingProduct<T>[];
}

/**
 * Splits a category's product list (§4 Products by category): available products are those with
 * Available true; missing products are those with Available false whose NavigationCode matches a
 * catalogue entry with NebulaView true, joined with that entry. Anything else is dropped. Order is kept.
 */
export function splitProducts<T extends ProductListItem>(
  list: readonly T[],
  catalogue: readonly CatalogueEntry[] = CATALOGUE,
): SplitProducts<T> {
  const available: T[] = [];
  const missing: MissingProduct<T>[] = [];
  for (const item of list) {
    if (item.Available) {
      available.push(item);
      continue;
    }
    const entry = findCatalogueEntry(item.NavigationCode, catalogue);
    if (entry?.NebulaView) {
      missing.push({
        ...item,
        CODE: entry.CODE,
        ProductText: entry.ProductText,
        Description: entry.Description,
      });
    }
  }
  return { available, missing };
}
