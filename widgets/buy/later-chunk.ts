import type { ComponentType } from 'react';
import { lazyWithRetry, type RetryableLazy } from '../../src/react/lazy-with-retry';
import type { BuyProduct, ProductPurchase } from './buy-product';
import type { saveReceipt } from './buy-receipt';
import type { BuyReceiptViewProps } from './buy-receipt-view';
import type { LaterStepsProps } from './later-steps';
import type { postPurchase } from './post-purchase';
import type { purchaseReceipt } from './purchase-receipt';

/**
 * What a buy tag loads after its first screen, in one chunk of its own (a product's `…-later-steps`
 * module): the steps after the first with the product's options, Confirm's post, the receipt.
 */
export interface LaterChunk<P extends Record<string, unknown>> {
  ProductLaterSteps: ComponentType<LaterStepsProps<P>>;
  BuyReceiptView: ComponentType<BuyReceiptViewProps>;
  postPurchase: typeof postPurchase;
  purchase: ProductPurchase<P>;
  purchaseReceipt: typeof purchaseReceipt;
  /** Keeps the receipt for the tab (a kept one is read by BuyReceiptView). */
  saveReceipt: typeof saveReceipt;
}

interface LaterViews<P extends Record<string, unknown>> {
  Steps: RetryableLazy<LaterStepsProps<P>>;
  Receipt: RetryableLazy<BuyReceiptViewProps>;
}

const made = new WeakMap<object, unknown>();

/** The product's later steps and receipt as lazy components over its one chunk, made once per product. */
export function laterViews<P extends Record<string, unknown>>(product: BuyProduct<P>): LaterViews<P> {
  const known = made.get(product) as LaterViews<P> | undefined;
  if (known) return known;
  const views: LaterViews<P> = {
    Steps: lazyWithRetry(() => product.later().then((chunk) => chunk.ProductLaterSteps)),
    Receipt: lazyWithRetry(() => product.later().then((chunk) => chunk.BuyReceiptView)),
  };
  made.set(product, views);
  return views;
}
