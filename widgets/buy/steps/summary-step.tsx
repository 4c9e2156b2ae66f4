import * as z from 'zod/mini';
import { formatCurrency } from '../../../src/domain/format-currency';
import { attributeValue, type ProductAttribute } from '../../../src/domain/product-attributes';
import { useClasses } from '../../../src/ui';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';

const bankDetailsSchema = z.object({
  Bank: z.string(),
  Branch: z.optional(z.string()),
  BranchCode: z.string(),
  AccountNumber: z.string(),
});

/** The product's bank account for an EFT (the BankDetails attribute, JSON); undefined when unreadable. */
export function productBankDetails(attributes: readonly ProductAttribute[]) {
  try {
    const parsed = bankDetailsSchema.safeParse(JSON.parse(attributeValue(attributes, 'BankDetails') ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

interface SummaryStepProps {
  productName: string;
  reference: string;
  amount: number;
  paymentType: string;
  attributes: readonly ProductAttribute[];
}

/** Spec SummaryPage: the purchase's reference, what was bought, and how to pay (EFT) or what comes next. */
export function SummaryStep({ productName, reference, amount, paymentType, attributes }: SummaryStepProps) {
  const classes = useClasses(buyStyles);
  const bank = paymentType === 'EFT' ? productBankDetails(attributes) : undefined;
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
          <BuyText>{`Pay ${formatCurrency(amount)} by EFT into this account, with ${reference} as the reference:`}</BuyText>
          {bank ? (
            <dl className={classes.answers}>
              {(
                [
                  ['Bank', bank.Bank],
                  ['Branch', bank.Branch ?? ''],
                  ['Branch code', bank.BranchCode],
                  ['Account number', bank.AccountNumber],
                  ['Reference', reference],
                ] as const
              )
                .filter(([, value]) => value !== '')
                .map(([term, value]) => (
                  <div key={term} className={classes.row}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          ) : (
            <BuyText>We will e-mail you our bank details.</BuyText>
          )}
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
