import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../../src/domain/calendar-date';
import { formatCurrency } from '../../../src/domain/format-currency';
import { useClasses } from '../../../src/ui';
import { type HeadingLevel, headingTag } from '../../../src/ui/heading';
import type { BuyReceipt } from '../buy-receipt';
import { BuyText } from '../buy-text';
import { dayOfMonth, movementTotal } from '../debit-mandate';
import { receiptStyles } from './receipt-styles';

/** What the lump sums add up to. */
const paidNow = (receipt: BuyReceipt) => movementTotal(receipt.lumpSums);

/**
 * What the customer must still do for the purchase to start, numbered: pay by EFT (our account and
 * the reference, each to copy), or approve the debit order their bank will ask about.
 */
export function ReceiptTasks({
  receipt,
  eftAccount,
  headingLevel,
}: {
  receipt: BuyReceipt;
  /** Our bank account and the reference to pay with (EftAccount). */
  eftAccount: ReactNode;
  headingLevel: HeadingLevel;
}) {
  const classes = useClasses(receiptStyles);
  const Heading = headingTag(headingLevel);
  const eft = receipt.paymentType === 'EFT' && receipt.lumpSums.length > 0;
  const debit = receipt.paymentType === 'Debit Order';
  const first = receipt.firstDebit ? formatCalendarDate(receipt.firstDebit) : '';
  const monthly = movementTotal(receipt.monthly);
  const once = paidNow(receipt);
  const account = receipt.debitAccount ? ` from the account ending ${receipt.debitAccount.slice(-4)}` : '';
  const collects = [
    monthly > 0 ? `${formatCurrency(monthly)} on the ${dayOfMonth(receipt.firstDebit)} of each month` : '',
    !eft && once > 0 ? `${formatCurrency(once)} once` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  let number = 0;
  return (
    <>
      {eft && (
        <section className={classes.task}>
          <Heading
            className={classes.taskHeading}
          >{`${++number}. Pay ${formatCurrency(once)} by EFT`}</Heading>
          <BuyText>
            Quote the payment reference exactly as shown: it is how we match your money to your application.
            Your investment starts on the day the money reaches us.
          </BuyText>
          {eftAccount}
        </section>
      )}
      {debit && (
        <section className={classes.task}>
          <Heading className={classes.taskHeading}>{`${++number}. Approve your debit order`}</Heading>
          <BuyText>
            {`Your bank will ask you to approve a DebiCheck debit order, in its app or by SMS. Approve it so that we can collect ${collects}${account}, from ${first}.`}
          </BuyText>
        </section>
      )}
    </>
  );
}
