import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_STATUS } from '../../src/api/api-error';
import { isPurchaseFailed } from './purchase-failed';
import { PURCHASE_FAILURE_TEXT, PurchaseFailedError, purchaseFailure } from './purchase-failure';

const failureOf = (status: number) =>
  purchaseFailure(new ApiError({ status, message: 'An error has occurred.' }));

describe('purchaseFailure', () => {
  it.each([500, 503, 408, 429])(
    'says nothing was bought for an answer %i, which proves it, and offers Try again',
    (status) => {
      expect(failureOf(status)).toMatchObject({ outcome: 'notBought', retry: true });
    },
  );

  it.each([
    [CLIENT_STATUS.network, 'The connection was lost before our system answered.'],
    [CLIENT_STATUS.timeout, "Our system didn't answer in time."],
    [409, 'Our system is still making this purchase.'],
    [502, "Our system didn't give a clear answer."],
  ])(
    'calls the outcome unknown without an answer that proves it (%i), with a safe Try again',
    (status, cause) => {
      expect(failureOf(status)).toEqual({ outcome: 'unknown', cause, retry: true });
    },
  );

  it('offers no Try again when the key was used for other answers (422): it could only be refused again', () => {
    expect(failureOf(422)).toMatchObject({ outcome: 'unknown', retry: false });
  });
});

describe('PurchaseFailedError', () => {
  it('keeps the status and tells a host the outcome and the cause', () => {
    const error = new PurchaseFailedError(new ApiError({ status: 503, message: 'An error has occurred.' }));
    expect(error.status).toBe(503);
    expect(error.message).toBe(
      `${PURCHASE_FAILURE_TEXT.notBought.title}. Our system is unavailable for a moment.`,
    );
  });
});

describe('isPurchaseFailed', () => {
  it('tells a failed Confirm from any other error without its class, so the first screen does without it', () => {
    const failed = new PurchaseFailedError(new ApiError({ status: 503, message: 'Unavailable' }));
    expect(isPurchaseFailed(failed)).toBe(true);
    expect(isPurchaseFailed(new ApiError({ status: 503, message: 'Unavailable' }))).toBe(false);
    expect(isPurchaseFailed(new Error('failure'))).toBe(false);
    expect(isPurchaseFailed(undefined)).toBe(false);
  });
});
