import { latestBankDetailsQuery } from '../../../src/api/bank-details';
import { maskAccountNumber } from '../../../src/domain/rand-amount';
import { useServerQuery } from '../../../src/react/server-query';
import { Alert, Button, Checkbox, Spinner, useClasses } from '../../../src/ui';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';
import { AddBankDetails } from './add-bank-details';

interface DebitOrderBankDetailsProps {
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  error: string | undefined;
}

/**
 * The bank account a debit order is drawn on: the latest on record, masked, for the customer to
 * confirm; with none on record, a form to add it. And what the bank's DebiCheck approval will show.
 */
export function DebitOrderBankDetails({ confirmed, onConfirm, error }: DebitOrderBankDetailsProps) {
  const classes = useClasses(buyStyles);
  const latest = useServerQuery(latestBankDetailsQuery());
  return (
    <section className={classes.panel} aria-label="Bank details for the debit order">
      {latest.status === 'pending' ? (
        <Spinner label="Loading your bank details" showLabel />
      ) : latest.status === 'error' ? (
        <Alert variant="danger">
          {latest.error.message}{' '}
          <Button variant="link" onClick={latest.refetch}>
            Try again
          </Button>
        </Alert>
      ) : latest.data ? (
        <>
          <dl className={classes.answers}>
            {(
              [
                ['Account holder', latest.data.AccountHolderName],
                ['Bank', latest.data.BankName],
                ['Account number', maskAccountNumber(latest.data.AccountNumber)],
                ['Branch code', latest.data.BranchCode],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className={classes.row}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Checkbox
            name="bankDetailsConfirmed"
            label="These are my bank details, and the debit order may be drawn on this account"
            checked={confirmed}
            onChange={(event) => onConfirm(event.target.checked)}
            error={error}
            required
          />
        </>
      ) : (
        <AddBankDetails error={error} />
      )}
      <BuyText muted>
        Your bank will ask you to approve the debit order (DebiCheck), usually in its app or by SMS. You will
        see the amount, the date of the first debit and Fedgroup as the creditor. The debit order starts only
        once you approve it.
      </BuyText>
    </section>
  );
}
