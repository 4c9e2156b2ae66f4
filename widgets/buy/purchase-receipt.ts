import { latestBankDetailsQuery } from '../../src/api/bank-details';
import type { ServerActions } from '../../src/api/server-state';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import { maskAccountNumber } from '../../src/domain/rand-amount';
import type { BuyDraft } from './buy-draft';
import type { BuyProduct } from './buy-product';
import { type BuyReceipt, receiptOf } from './buy-receipt';

/**
 * The receipt of the purchase just made with these answers (their `reference` is the purchase's): a
 * debit order's receipt names the account it is drawn on, masked, from the customer's latest bank
 * details; when they cannot be read the receipt comes without it rather than not at all, as the
 * purchase is made either way.
 */
export async function purchaseReceipt<P extends Record<string, unknown>>(
  product: BuyProduct<P>,
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
      ...product.movements(bought, attributes),
    },
    today,
    bank ? maskAccountNumber(bank.AccountNumber) : '',
  );
}
