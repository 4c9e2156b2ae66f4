import { latestBankDetailsQuery } from '../../src/api/bank-details';
import type { ServerActions } from '../../src/api/server-state';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import { maskAccountNumber } from '../../src/domain/rand-amount';
import { firstDebitDate } from '../../src/domain/tax-free-months';
import type { BuyDraft } from './buy-draft';
import type { BuyProduct, ProductPurchase } from './buy-product';
import type { BuyReceipt } from './buy-receipt';

/**
 * The receipt of the purchase just made with these answers (their `reference` is the purchase's): a
 * debit order's receipt names the account it is drawn on, masked, from the customer's latest bank
 * details; when they cannot be read the receipt comes without it rather than not at all, as the
 * purchase is made either way.
 */
export async function purchaseReceipt<P extends Record<string, unknown>>(
  product: BuyProduct<P>,
  purchase: ProductPurchase<P>,
  attributes: readonly ProductAttribute[],
  bought: BuyDraft<P>,
  server: ServerActions,
  today: Date = new Date(),
): Promise<BuyReceipt> {
  const bank =
    bought.paymentType === 'Debit Order'
      ? await server.fetch(latestBankDetailsQuery()).catch(() => null)
      : null;
  return receiptOf(
    {
      reference: bought.reference,
      productName: product.name,
      paymentType: bought.paymentType,
      ...purchase.movements(bought, attributes),
    },
    today,
    bank ? maskAccountNumber(bank.AccountNumber) : '',
  );
}

/**
 * The receipt of a purchase just made on `today`.
 * @internal
 */
export function receiptOf(
  purchase: Pick<BuyReceipt, 'reference' | 'productName' | 'paymentType' | 'lumpSums' | 'monthly'>,
  today: Date,
  debitAccount: string,
): BuyReceipt {
  const debit = purchase.paymentType === 'Debit Order';
  return {
    ...purchase,
    lumpSums: purchase.lumpSums.filter((line) => line.amount > 0),
    monthly: purchase.monthly.filter((line) => line.amount > 0),
    firstDebit: debit ? firstDebitDate(today) : '',
    debitAccount: debit ? debitAccount : '',
    madeAt: today.toISOString(),
  };
}
