import { formatCurrency } from '../../src/domain/format-currency';

/**
 * Messages of the buy wizards' rules (spec §5 "Buy wizards" gives the rules, not their words).
 */
export const BUY_MESSAGES = {
  sourceOfFunds: 'Please choose where the money comes from',
  otherSourceOfFunds: 'Please describe where the money comes from',
  countryOfTaxResidence: 'Please select your country of tax residence',
  isPip: 'Please answer Yes or No',
  investmentOption: 'Please choose an investment option',
  amount: 'Please enter the amount you want to invest',
  minimumAmount: (minimum: number) => `The minimum investment is ${formatCurrency(minimum)}`,
  randAmount: 'Please enter an amount in rand, such as 5000 or 5 000.00',
  minimumLumpSum: (minimum: number) => `The minimum lump sum is ${formatCurrency(minimum)}`,
  minimumMonthly: (minimum: number) => `The minimum monthly amount is ${formatCurrency(minimum)}`,
  anyContribution: 'Please enter a lump sum, a monthly amount, or both',
  debitOrderForMonthly: 'A monthly amount is collected by debit order: please choose Debit Order',
  paymentType: 'Please choose how you will pay',
  bankDetailsConfirmed: 'Please confirm your bank details for the debit order',
  termsAccepted: 'Please accept the terms and conditions',
  mandateAccepted: 'Please accept the debit order mandate',
  /** A timeout or lost connection on Confirm: the purchase may have been made. */
  purchaseUncertain:
    'We could not hear back about your purchase, so it may have gone through. Press Confirm to check: the same purchase is never made twice.',
} as const;
