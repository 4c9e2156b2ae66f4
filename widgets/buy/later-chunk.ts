import type { ComponentType } from 'react';
import { lazyWithRetry, type RetryableLazy, retryFailedLoads } from '../../src/react/lazy-with-retry';
import type { BuyProduct, ProductPurchase } from './buy-product';
import type { saveReceipt } from './buy-receipt';
import type { BuyReceiptViewProps } from './buy-receipt-view';
import type { LaterRules } from './later-rules';
import type { LaterStepsProps } from './later-steps';
import type { LeaveQuestionProps } from './leave-question';
import type { postPurchase } from './post-purchase';
import type { purchaseReceipt } from './purchase-receipt';

/**
 * What a buy tag loads after its first screen, in one chunk of its own (a product's `…-later-steps`
 * module): the steps after the first with their rules and the product's options, Confirm's post, the
 * question Cancel purchase asks, the receipt.
 */
export interface LaterChunk<P extends Record<string, unknown>> {
  ProductLaterSteps: ComponentType<LaterStepsProps<P>>;
  BuyReceiptView: ComponentType<BuyReceiptViewProps>;
  LeaveQuestion: ComponentType<LeaveQuestionProps>;
  rules: LaterRules<P>;
  postPurchase: typeof postPurchase;
  purchase: ProductPurchase<P>;
  purchaseReceipt: typeof purchaseReceipt;
  /** Keeps the receipt for the tab (a kept one is read by BuyReceiptView). */
  saveReceipt: typeof saveReceipt;
}

interface LaterViews<P extends Record<string, unknown>> {
  Steps: RetryableLazy<LaterStepsProps<P>>;
  Receipt: RetryableLazy<BuyReceiptViewProps>;
  Leave: RetryableLazy<LeaveQuestionProps>;
}

const made = new WeakMap<object, unknown>();
const loadedRules = new WeakMap<object, unknown>();
const rulesListeners = new WeakMap<object, Set<() => void>>();

/** The product's later chunk; once it is in, its rules are read synchronously ({@link laterRulesOf}). */
function loadLater<P extends Record<string, unknown>>(product: BuyProduct<P>): Promise<LaterChunk<P>> {
  return product.later().then((chunk) => {
    if (!loadedRules.has(product)) {
      loadedRules.set(product, chunk.rules);
      // A view over the chunk whose own load failed earlier (the steps, when the question's load
      // brought the chunk) draws from it on its next render rather than showing that failure.
      retryFailedLoads();
      for (const listener of rulesListeners.get(product) ?? []) listener();
    }
    return chunk;
  });
}

/** The rules of the product's steps after the first, once its later chunk is in; undefined until then. */
export const laterRulesOf = <P extends Record<string, unknown>>(product: BuyProduct<P>) =>
  loadedRules.get(product) as LaterRules<P> | undefined;

/** Calls `listener` when the product's later chunk (with its rules) has come; returns how to stop. */
export function onLaterRules(product: object, listener: () => void): () => void {
  const listeners = rulesListeners.get(product) ?? new Set();
  rulesListeners.set(product, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The product's later steps, receipt and Cancel purchase's question as lazy components over its one
 * chunk, made once per product.
 */
export function laterViews<P extends Record<string, unknown>>(product: BuyProduct<P>): LaterViews<P> {
  const known = made.get(product) as LaterViews<P> | undefined;
  if (known) return known;
  const views: LaterViews<P> = {
    Steps: lazyWithRetry(() =>
      loadLater(product).then((chunk) => {
        // Cancel purchase's question is then drawn as soon as it is pressed: its code is in.
        void views.Leave.preload();
        return chunk.ProductLaterSteps;
      }),
    ),
    Receipt: lazyWithRetry(() => loadLater(product).then((chunk) => chunk.BuyReceiptView)),
    Leave: lazyWithRetry(() => loadLater(product).then((chunk) => chunk.LeaveQuestion)),
  };
  made.set(product, views);
  return views;
}
