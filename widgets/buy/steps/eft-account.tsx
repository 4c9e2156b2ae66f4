import { type ProductBankDetails, productBankDetailsSchema } from '../../../src/api/product-bank-details';
import type { QueryDefinition } from '../../../src/api/server-state';
import { attributeValue, type ProductAttribute } from '../../../src/domain/product-attributes';
import { useServerQuery } from '../../../src/react/server-query';
import { Alert, Button, CopyButton, Spinner, useClasses } from '../../../src/ui';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';

/** The product's bank account for an EFT (the BankDetails attribute, JSON); undefined when unreadable. */
function attributeBankDetails(attributes: readonly ProductAttribute[]) {
  try {
    const parsed = productBankDetailsSchema.safeParse(
      JSON.parse(attributeValue(attributes, 'BankDetails') ?? ''),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface EftAccountProps {
  attributes: readonly ProductAttribute[];
  /** The product's own source of the account (unit trust: eftdetails); else the BankDetails attribute. */
  source: (() => QueryDefinition<ProductBankDetails>) | undefined;
  /** The purchase's reference, once made: what to pay with when the account gives none of its own. */
  reference: string;
}

/** The account to pay into by EFT and the reference to pay with (PaymentDetailsPage and SummaryPage). */
export function EftAccount({ attributes, source, reference }: EftAccountProps) {
  return source ? (
    <AccountFromApi source={source} reference={reference} />
  ) : (
    <AccountList bank={attributeBankDetails(attributes)} reference={reference} />
  );
}

function AccountFromApi({
  source,
  reference,
}: {
  source: NonNullable<EftAccountProps['source']>;
  reference: string;
}) {
  const account = useServerQuery(source());
  if (account.status === 'error') {
    return (
      <Alert variant="danger">
        {account.error.message}{' '}
        <Button variant="link" onClick={account.refetch}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!account.data) return <Spinner label="Loading our bank details" showLabel />;
  // The account's own reference (the unit trust's investor reference) is what the money is matched by.
  return <AccountList bank={account.data} reference={account.data.Reference || reference} />;
}

function AccountList({ bank, reference }: { bank: ProductBankDetails | undefined; reference: string }) {
  const classes = useClasses(buyStyles);
  if (!bank) return <BuyText>We will e-mail you our bank details.</BuyText>;
  // The two values a customer types into their banking app can be copied; the reference only once there is one.
  const rows: [term: string, value: string, copy?: string][] = [
    ['Bank', bank.Bank],
    ['Branch', bank.Branch ?? ''],
    ['Branch code', bank.BranchCode],
    ['Account number', bank.AccountNumber, 'account number'],
    reference
      ? ['Payment reference', reference, 'payment reference']
      : ['Payment reference', 'Given to you when you confirm'],
  ];
  return (
    <dl className={classes.answers} aria-label="Our bank account">
      {rows
        .filter(([, value]) => value !== '')
        .map(([term, value, copy]) => (
          <div key={term} className={classes.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
            {copy && (
              <dd>
                <CopyButton value={value} label={copy} />
              </dd>
            )}
          </div>
        ))}
    </dl>
  );
}
