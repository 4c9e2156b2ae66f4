import { ApiError, CLIENT_STATUS } from '../../src/api/api-error';
import { PURCHASE_TRY_AGAIN } from './purchase-failed';

/**
 * What a failed Confirm proves about the money (DESIGN.md §6 B): `notBought` only where the answer
 * proves nothing was made; `unknown` where the purchase may have been made.
 */
type PurchaseOutcome = 'notBought' | 'unknown';

export interface PurchaseFailure {
  outcome: PurchaseOutcome;
  /** What happened, in one sentence of the customer's words. */
  cause: string;
  /** Whether pressing Confirm again can help: the run keeps its Idempotency-Key, so it never buys twice. */
  retry: boolean;
}

/**
 * Answers that prove the purchase was not made: the API refuses a purchase it cannot finish as a
 * whole (500), it was not taking requests (503), it did not receive the whole request (408), or it
 * turned the request away unread (429). Each keeps the run's key, so a Try again that meets a purchase
 * made after all is answered with that purchase, never a second one.
 */
const NOT_BOUGHT: Readonly<Record<number, string>> = {
  500: 'Something went wrong on our side.',
  503: 'Our system is unavailable for a moment.',
  408: "Our system didn't receive your request in full.",
  429: 'Our system had too many requests at once.',
};

/** No answer, or an answer that proves nothing: the purchase may have been made. */
const UNKNOWN: Readonly<Record<number, string>> = {
  [CLIENT_STATUS.network]: 'The connection was lost before our system answered.',
  [CLIENT_STATUS.timeout]: "Our system didn't answer in time.",
  409: 'Our system is still making this purchase.',
  422: 'An earlier Confirm of this purchase, with other answers, may have gone through.',
};

const UNCLEAR_ANSWER = "Our system didn't give a clear answer.";

/**
 * The failure a Confirm's error amounts to.
 * @internal
 */
export function purchaseFailure(error: ApiError): PurchaseFailure {
  const notBought = NOT_BOUGHT[error.status];
  if (notBought) return { outcome: 'notBought', cause: notBought, retry: true };
  // 422: the key was used for other answers; pressing Confirm again with it can only be refused again.
  return { outcome: 'unknown', cause: UNKNOWN[error.status] ?? UNCLEAR_ANSWER, retry: error.status !== 422 };
}

/**
 * The error a failed Confirm throws: the wizard shows it as a failure panel, and a host hears its
 * outcome in `fg-failed`'s message.
 */
export class PurchaseFailedError extends ApiError {
  readonly failure: PurchaseFailure;

  constructor(error: ApiError) {
    const failure = purchaseFailure(error);
    super({
      status: error.status,
      message: `${PURCHASE_FAILURE_TEXT[failure.outcome].title}. ${failure.cause}`,
      description: error.description,
      body: error.body,
    });
    this.failure = failure;
  }
}

/** The panel's words per outcome (DESIGN.md §6 B). */
export const PURCHASE_FAILURE_TEXT = {
  notBought: {
    title: "Your purchase didn't go through",
    money: (debit: boolean) =>
      debit ? 'No money has been taken and no debit order was set up.' : 'No money has been taken.',
    kept: 'Your answers are kept.',
  },
  unknown: {
    title: "We don't know yet whether your purchase went through",
    money: 'It may have gone through.',
    safeRetry: 'Pressing Try again is safe: it shows the purchase if it was made, and never buys it twice.',
    check: 'Check My Investments before you buy again.',
  },
  tryAgain: PURCHASE_TRY_AGAIN,
} as const;
