import { describe, expect, it } from 'vitest';
import {
  canPurchaseTaxFree,
  isConfirmationValid,
  isPaymentDetailsValid,
  isSecuredInvestmentOptionsValid,
  isUnitTrustFundsValid,
} from './buy-steps';

describe('canPurchaseTaxFree', () => {
  it("is true only for CanPurchase '1'", () => {
    expect(canPurchaseTaxFree('1')).toBe(true);
    expect(canPurchaseTaxFree(' 1 ')).toBe(true);
    expect(canPurchaseTaxFree(1)).toBe(true);
    for (const value of ['0', '', 'true', '11', 0, null, undefined])
      expect(canPurchaseTaxFree(value)).toBe(false);
  });
});

describe('isSecuredInvestmentOptionsValid', () => {
  const options = { investmentOption: 'Growth', amount: 5000, minimumInvestmentAmount: 5000 };

  it('accepts a chosen option and an amount at least the minimum', () => {
    expect(isSecuredInvestmentOptionsValid(options)).toBe(true);
    expect(isSecuredInvestmentOptionsValid({ ...options, investmentOption: 'Income', amount: 10_000 })).toBe(
      true,
    );
  });

  it('needs an option', () => {
    expect(isSecuredInvestmentOptionsValid({ ...options, investmentOption: '' })).toBe(false);
    expect(isSecuredInvestmentOptionsValid({ ...options, investmentOption: undefined })).toBe(false);
  });

  it('needs the minimum amount', () => {
    expect(isSecuredInvestmentOptionsValid({ ...options, amount: 4999.99 })).toBe(false);
    expect(isSecuredInvestmentOptionsValid({ ...options, amount: null })).toBe(false);
    expect(isSecuredInvestmentOptionsValid({ ...options, amount: Number.NaN })).toBe(false);
  });
});

describe('isUnitTrustFundsValid', () => {
  it('needs a fund and a valid contribution form', () => {
    expect(isUnitTrustFundsValid([{ fund: 'Balanced' }], true)).toBe(true);
    expect(isUnitTrustFundsValid([], true)).toBe(false);
    expect(isUnitTrustFundsValid([{ fund: 'Balanced' }], false)).toBe(false);
  });
});

describe('isPaymentDetailsValid', () => {
  it('needs confirmed bank details for a debit order only', () => {
    expect(isPaymentDetailsValid('EFT', false)).toBe(true);
    expect(isPaymentDetailsValid('Debit Order', true)).toBe(true);
    expect(isPaymentDetailsValid('Debit Order', false)).toBe(false);
  });
});

describe('isConfirmationValid', () => {
  it('needs the terms accepted', () => {
    expect(
      isConfirmationValid({ paymentType: 'EFT', termsAccepted: true, debitOrderMandateAccepted: false }),
    ).toBe(true);
    expect(
      isConfirmationValid({ paymentType: 'EFT', termsAccepted: false, debitOrderMandateAccepted: true }),
    ).toBe(false);
  });

  it('needs the debit order mandate when paying by debit order', () => {
    expect(
      isConfirmationValid({
        paymentType: 'Debit Order',
        termsAccepted: true,
        debitOrderMandateAccepted: true,
      }),
    ).toBe(true);
    expect(
      isConfirmationValid({
        paymentType: 'Debit Order',
        termsAccepted: true,
        debitOrderMandateAccepted: false,
      }),
    ).toBe(false);
  });
});
