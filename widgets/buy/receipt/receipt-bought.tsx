import { formatCalendarDate } from '../../../src/domain/calendar-date';
import { formatCurrency } from '../../../src/domain/format-currency';
import type { ProductAttribute } from '../../../src/domain/product-attributes';
import type { HeadingLevel } from '../../../src/ui/heading';
import type { BuyReceipt, MoneyMovement } from '../buy-receipt';
import { FactsPanel } from '../facts-panel';
import { productRates } from '../product-rates';

/** The terms bought, beside the receipt: the product and its rates, every amount, and how it is paid. */
export function ReceiptBought({
  receipt,
  attributes,
  headingLevel,
}: {
  receipt: BuyReceipt;
  attributes: readonly ProductAttribute[];
  headingLevel: HeadingLevel;
}) {
  const eft = receipt.paymentType === 'EFT';
  const several = receipt.lumpSums.length + receipt.monthly.length > 1;
  const from = receipt.firstDebit ? ` from ${formatCalendarDate(receipt.firstDebit)}` : '';
  const line = (movement: MoneyMovement, when: string): [string, string] => [
    several ? movement.label : 'Amount',
    `${formatCurrency(movement.amount)} ${when}`,
  ];
  const facts: [string, string][] = [
    ['Product', receipt.productName],
    ...productRates(attributes),
    ...receipt.lumpSums.map((movement) => line(movement, eft ? 'now, by EFT' : `by debit order${from}`)),
    ...receipt.monthly.map((movement) => line(movement, `a month by debit order${from}`)),
    ['Payment', receipt.paymentType],
    ...(receipt.debitAccount ? [['Debit order account', receipt.debitAccount] as [string, string]] : []),
  ];
  return <FactsPanel title="What you bought" headingLevel={headingLevel} facts={facts} />;
}
