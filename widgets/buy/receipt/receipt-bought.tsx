import { formatCalendarDate } from '../../../src/domain/calendar-date';
import { formatCurrency } from '../../../src/domain/format-currency';
import type { ProductAttribute } from '../../../src/domain/product-attributes';
import { useClasses } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import { type HeadingLevel, headingTag } from '../../../src/ui/heading';
import type { BuyReceipt, MoneyMovement } from '../buy-receipt';
import { productRates } from '../product-rates';
import { receiptStyles } from './receipt-styles';

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
  const classes = useClasses(receiptStyles);
  const Heading = headingTag(headingLevel);
  const headingId = useDomId();
  const eft = receipt.paymentType === 'EFT';
  const several = receipt.lumpSums.length + receipt.monthly.length > 1;
  const from = receipt.firstDebit ? ` from ${formatCalendarDate(receipt.firstDebit)}` : '';
  const line = (movement: MoneyMovement, when: string): [string, string] => [
    several ? movement.label : 'Amount',
    `${formatCurrency(movement.amount)} ${when}`,
  ];
  const rows: [string, string][] = [
    ['Product', receipt.productName],
    ...productRates(attributes),
    ...receipt.lumpSums.map((movement) => line(movement, eft ? 'now, by EFT' : `by debit order${from}`)),
    ...receipt.monthly.map((movement) => line(movement, `a month by debit order${from}`)),
    ['Payment', receipt.paymentType],
    ...(receipt.debitAccount ? [['Debit order account', receipt.debitAccount] as [string, string]] : []),
  ];
  return (
    <aside className={classes.side} aria-labelledby={headingId}>
      <Heading id={headingId} className={classes.taskHeading}>
        What you bought
      </Heading>
      <dl className={classes.facts}>
        {rows.map(([term, value]) => (
          <div key={`${term}${value}`} className={classes.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
