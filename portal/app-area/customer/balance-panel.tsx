import { toFailure } from '../../../src/api/api-error';
import { balanceQuery } from '../../../src/api/dashboard';
import { formatCurrency } from '../../../src/domain/format-currency';
import { useServerQuery } from '../../../src/react';
import { Alert, Spinner, useClasses } from '../../../src/ui';
import { customerStyles } from './customer-styles';

/** Props of {@link BalancePanel}. */
export interface BalancePanelProps {
  /** The category (or product navigation item) whose group balance to show. */
  id: number;
  /** E.g. 'Your Investment Wealth' or 'Assets'. */
  label: string;
}

/** Spec §3 Balance: a category's total as currency under its label, e.g. 'Your Investment Wealth'. */
export function BalancePanel({ id, label }: BalancePanelProps) {
  const classes = useClasses(customerStyles);
  const balance = useServerQuery(balanceQuery(id));
  return (
    <section className={classes.balance} aria-label={label}>
      <span className={classes.balanceLabel}>{label}</span>
      {balance.status === 'error' ? (
        <Alert variant="danger">{toFailure(balance.error).message}</Alert>
      ) : balance.data ? (
        <span className={classes.balanceValue}>{formatCurrency(balance.data.Balance)}</span>
      ) : (
        <Spinner label={`Loading ${label}`} />
      )}
    </section>
  );
}
