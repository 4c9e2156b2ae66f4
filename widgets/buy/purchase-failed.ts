import { ApiError } from '../../src/api/api-error';
import type { PurchaseFailedError } from './purchase-failure';

// Apart from purchase-failure.ts, which comes with the later steps' chunk: the first screen's file
// carries only what tells a failed Confirm from another error.

/** Whether a Confirm's error is a {@link PurchaseFailedError}, told without its class. */
export const isPurchaseFailed = (error: unknown): error is PurchaseFailedError =>
  error instanceof ApiError && 'failure' in error;

/** What Confirm reads after a failure that trying again can help. */
export const PURCHASE_TRY_AGAIN = 'Try again';
