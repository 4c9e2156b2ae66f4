/**
 * What the first screen knows of a kept receipt: only whether one is there. Reading it (its schema,
 * a corrupt one dropped) comes with the later chunk, which draws it (buy-receipt.ts).
 */

/** The receipt kept for the tab, not yet read: the receipt view reads it. */
export const KEPT_RECEIPT = 'kept';

/** Where the receipt is kept: under the prefix logout clears. */
export const receiptKey = (productId: string) => `fg.receipt.buy-${productId}`;

/** Whether a receipt is kept for this product in the tab (a blocked store keeps none). */
export function hasKeptReceipt(storage: Storage | null, productId: string): boolean {
  try {
    return storage?.getItem(receiptKey(productId)) != null;
  } catch {
    return false;
  }
}

/** Forgets the kept receipt, if any; a blocked store has none to forget. */
export function dropKeptReceipt(storage: Storage | null, productId: string): void {
  try {
    storage?.removeItem(receiptKey(productId));
  } catch {
    // Blocked: nothing was kept.
  }
}
