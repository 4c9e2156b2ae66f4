import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../../src/domain/calendar-date';
import { formatCurrency } from '../../../src/domain/format-currency';
import { addRand } from '../../../src/domain/money';
import { useClasses } from '../../../src/ui';
import type { BuyReceipt, MoneyMovement } from '../buy-receipt';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';

/** What the lump sums add up to. */
export const paidNow = (receipt: BuyReceipt) => addRand(...receipt.lumpSums.map((line) => line.amount));

/**
 * Spec SummaryPage, as the receipt of the purchase: its reference, every money movement (the lump sum
 * or the amount per fund, each monthly debit with its first date and the account), and how to pay.
 */
export function SummaryStep({ receipt, eftAccount }: { receipt: BuyReceipt; eftAccount: ReactNode }) {
  const classes = useClasses(buyStyles);
  const eft = receipt.paymentType === 'EFT';
  const several = receipt.lumpSums.length + receipt.monthly.length > 1;
  const line = (movement: MoneyMovement, when: string): [string, string] => [
    several ? movement.label : 'Amount',
    `${formatCurrency(movement.amount)} ${when}`,
  ];
  const from = receipt.firstDebit ? ` from ${formatCalendarDate(receipt.firstDebit)}` : '';
  const rows: [string, string][] = [
    ['Application reference', receipt.reference],
    ['Product', receipt.productName],
    ...receipt.lumpSums.map((movement) => line(movement, eft ? 'now, by EFT' : `by debit order${from}`)),
    ...receipt.monthly.map((movement) => line(movement, `a month by debit order${from}`)),
    ['Payment', receipt.paymentType],
    ...(receipt.debitAccount ? [['Debit order account', receipt.debitAccount] as [string, string]] : []),
  ];
  return (
    <>
      <BuyText role="status">{`We have received your ${receipt.productName} application. Your reference is ${receipt.reference}.`}</BuyText>
      <dl className={classes.answers} aria-label="Your purchase">
        {rows.map(([term, value]) => (
          <div key={`${term}${value}`} className={classes.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {eft && receipt.lumpSums.length > 0 ? (
        <section className={classes.panel} aria-label="How to pay">
          <BuyText>{`Pay ${formatCurrency(paidNow(receipt))} by EFT into this account. Quote the payment reference below, exactly as shown: it is how we match your money to your application.`}</BuyText>
          {eftAccount}
          <BuyText muted>Your investment starts once the money is in our account.</BuyText>
        </section>
      ) : (
        <BuyText>
          {`Your bank will ask you to approve the debit order (DebiCheck). The first debit runs${from ? ` on ${formatCalendarDate(receipt.firstDebit)}` : ''}, once you have approved it.`}
        </BuyText>
      )}
    </>
  );
}
