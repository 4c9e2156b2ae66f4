import type { ReactNode } from 'react';
import { formatCurrency } from '../../../src/domain/format-currency';
import { useClasses } from '../../../src/ui';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';

interface SummaryStepProps {
  productName: string;
  reference: string;
  amount: number;
  paymentType: string;
  /** Where and how to pay by EFT. */
  eftAccount: ReactNode;
}

/** Spec SummaryPage: the purchase's reference, what was bought, and how to pay (EFT) or what comes next. */
export function SummaryStep({ productName, reference, amount, paymentType, eftAccount }: SummaryStepProps) {
  const classes = useClasses(buyStyles);
  const rows: [string, string][] = [
    ['Reference', reference],
    ['Product', productName],
    ['Amount', formatCurrency(amount)],
    ['Payment', paymentType],
  ];
  return (
    <>
      <BuyText role="status">{`We have received your ${productName} application. Your reference is ${reference}.`}</BuyText>
      <dl className={classes.answers} aria-label="Your purchase">
        {rows.map(([term, value]) => (
          <div key={term} className={classes.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {paymentType === 'EFT' ? (
        <section className={classes.panel} aria-label="How to pay">
          <BuyText>{`Pay ${formatCurrency(amount)} by EFT into this account, with this reference:`}</BuyText>
          {eftAccount}
          <BuyText muted>Your investment starts once the money is in our account.</BuyText>
        </section>
      ) : (
        <BuyText>
          Your bank will ask you to approve the debit order (DebiCheck). Your investment starts once the first
          debit has gone through.
        </BuyText>
      )}
    </>
  );
}
