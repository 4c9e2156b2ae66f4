import type { ReactNode } from 'react';
import { PAYMENT_TYPES } from '../../../src/domain/business-constants';
import { Alert, RadioGroup, useClasses } from '../../../src/ui';
import { useDomId } from '../../../src/ui/dom-id';
import type { SharedStepProps } from '../buy-step-props';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';
import { DebitOrderBankDetails } from './debit-order-bank-details';

/** Spec PaymentDetailsPage (shared): EFT (default) or Debit Order, which needs confirmed bank details. */
export function PaymentStep({
  wizard,
  eftAccount,
  debitOrderReason,
}: SharedStepProps & {
  eftAccount: ReactNode;
  /** Why only a debit order will do (a monthly amount), when it is so. */
  debitOrderReason?: string | undefined;
}) {
  const id = useDomId();
  const classes = useClasses(buyStyles);
  return (
    <>
      {debitOrderReason && (
        <Alert variant="info">
          Your monthly amount is collected by debit order, so Debit Order is chosen for you.
        </Alert>
      )}
      <RadioGroup
        id={`${id}-type`}
        name="paymentType"
        legend="How will you pay?"
        options={PAYMENT_TYPES.map((type) => ({
          value: type,
          label: type,
          hint:
            type === 'EFT'
              ? 'Pay by electronic transfer into our account, with your reference.'
              : 'We collect the money from your bank account.',
        }))}
        value={wizard.draft.paymentType}
        onChange={(value) => wizard.form.setValue('paymentType', value)}
        error={wizard.errors.paymentType}
        required
      />
      {wizard.draft.paymentType === 'EFT' && (
        <section className={classes.panel} aria-label="Where to pay">
          <BuyText>You will pay into this account once you have confirmed:</BuyText>
          {eftAccount}
        </section>
      )}
      {wizard.draft.paymentType === 'Debit Order' && (
        <DebitOrderBankDetails
          confirmed={wizard.draft.bankDetailsConfirmed}
          onConfirm={(confirmed) => wizard.form.setValue('bankDetailsConfirmed', confirmed)}
          error={wizard.errors.bankDetailsConfirmed}
        />
      )}
    </>
  );
}
