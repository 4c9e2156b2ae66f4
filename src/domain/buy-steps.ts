import type { PaymentType } from './business-constants';

/** Tax-free details step: the CanPurchase sub-type attribute must be '1'. */
export function canPurchaseTaxFree(canPurchase: string | number | null | undefined): boolean {
  return String(canPurchase ?? '').trim() === '1';
}

/** Secured investment options step: an investment option is chosen and the amount reaches MinimumInvestmentAmount. */
export function isSecuredInvestmentOptionsValid(options: {
  readonly investmentOption: string | null | undefined;
  readonly amount: number | null | undefined;
  readonly minimumInvestmentAmount: number;
}): boolean {
  const { investmentOption, amount, minimumInvestmentAmount } = options;
  return (
    (investmentOption ?? '').trim() !== '' &&
    typeof amount === 'number' &&
    Number.isFinite(amount) &&
    amount >= minimumInvestmentAmount
  );
}

/** Unit trust fund step: at least one fund selected and the contribution form valid. */
export function isUnitTrustFundsValid(
  selectedFunds: readonly unknown[],
  contributionValid: boolean,
): boolean {
  return selectedFunds.length > 0 && contributionValid;
}

/** Payment details step: a debit order needs the bank details confirmed; EFT needs nothing more. */
export function isPaymentDetailsValid(paymentType: PaymentType, bankDetailsConfirmed: boolean): boolean {
  return paymentType !== 'Debit Order' || bankDetailsConfirmed;
}

/** Confirmation step: terms accepted, and the debit order mandate too when paying by debit order. */
export function isConfirmationValid(confirmation: {
  readonly paymentType: PaymentType;
  readonly termsAccepted: boolean;
  readonly debitOrderMandateAccepted: boolean;
}): boolean {
  return (
    confirmation.termsAccepted &&
    (confirmation.paymentType !== 'Debit Order' || confirmation.debitOrderMandateAccepted)
  );
}
