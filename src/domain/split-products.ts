import { CATALOGUE, type CatalogueEntry, catalogueCopy, findCatalogueEntry } from './catalogue';

/** The fields of a product list item that the split needs (spec §3). */
export interface ProductListItem {
  readonly Available: boolean;
  readonly NavigationCode: string;
  readonly NavigationItemID: number;
  /** The API's own name and pitch for a missing product (spec §2 missing-product tiles), when it sends them. */
  readonly ProductText?: string;
  readonly Description?: string;
}

/** A missing product with its catalogue code, and its name and pitch, ready for a tile. */
export type MissingProduct<T extends ProductListItem> = T &
  Pick<CatalogueEntry, 'CODE' | 'ProductText' | 'Description'>;

/** The API's text when it sent some, else ours. */
const apiTextOr = (sent: string | undefined, ours: string): string => sent?.trim() || ours;

/** Result of {@link splitProducts}. */
export interface SplitProducts<T extends ProductListItem> {
  readonly available: T[];
  readonly missing: MissingProduct<T>[];
}

/**
 * Splits a category's product list (§4 Products by category): available products are those with
 * Available true; missing products are those with Available false whose NavigationCode matches a
 * catalogue entry with NebulaView true, joined with that entry. Anything else is dropped. Order is kept.
 * A tile shows the API's ProductText and Description (spec §2); the catalogue's copy, with its promotion
 * only while that runs on `today`, stands in for either when the API leaves it empty.
 */
export function splitProducts<T extends ProductListItem>(
  list: readonly T[],
  catalogue: readonly CatalogueEntry[] = CATALOGUE,
  today?: string,
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
        ProductText: apiTextOr(item.ProductText, entry.ProductText),
        Description: apiTextOr(item.Description, catalogueCopy(entry, today)),
      });
    }
  }
  return { available, missing };
}
