import * as z from 'zod/mini';
import { storedValue } from '../../src/session/stored-value';
import { receiptKey } from './kept-receipt';

/** One movement of money a purchase makes: a lump sum now, or a monthly debit, with what it goes into. */
export type MoneyMovement = { label: string; amount: number };

/**
 * What a finished purchase leaves the customer: the reference, every money movement, and how it is
 * paid. Kept for the tab once Confirm has bought, so that Summary and Congratulations survive a reload,
 * the browser's Back and a new tab, and never start a new run or a second purchase.
 */
export type BuyReceipt = {
  reference: string;
  productName: string;
  /** 'EFT' or 'Debit Order'. */
  paymentType: string;
  /** Paid now (by EFT, or the first debit): per fund for a unit trust. */
  lumpSums: MoneyMovement[];
  /** Collected every month by debit order. */
  monthly: MoneyMovement[];
  /** When a debit order first runs (YYYY-MM-DD); empty for an EFT. */
  firstDebit: string;
  /** The account a debit order is drawn on, masked ('*******5012'); empty for an EFT. */
  debitAccount: string;
  /** When Confirm bought, as an ISO timestamp; absent from a receipt kept before it was recorded. */
  madeAt?: string;
};

const movement = z.object({ label: z.string(), amount: z.number().check(z.nonnegative()) });
const receiptSchema = z.object({
  reference: z.string().check(z.minLength(1), z.maxLength(40)),
  productName: z.string(),
  paymentType: z.string(),
  lumpSums: z.array(movement),
  monthly: z.array(movement),
  firstDebit: z.string(),
  debitAccount: z.string(),
  madeAt: z.optional(z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))))),
});

const keptReceipt = (storage: Storage | null, productId: string) =>
  storedValue(receiptKey(productId), receiptSchema, storage);

/**
 * The receipt kept for this product in the tab, if any and readable (a corrupt one is dropped). In the
 * later chunk with the receipt view, which reads it: the first screen only asks whether one is kept.
 */
export function loadReceipt(storage: Storage | null, productId: string): BuyReceipt | undefined {
  return keptReceipt(storage, productId).read();
}

/** A full or blocked store keeps nothing: the receipt then shows for this visit only. */
export function saveReceipt(storage: Storage | null, productId: string, receipt: BuyReceipt): void {
  keptReceipt(storage, productId).write(receipt);
}
