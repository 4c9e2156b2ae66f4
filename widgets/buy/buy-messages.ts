import { PURCHASE_MESSAGES } from '../../src/domain/purchase-rules';

/**
 * Messages of the buy wizards' rules (spec §5 "Buy wizards" gives the rules, not their words).
 */
export const BUY_MESSAGES = {
  // The rules the API holds too, in the same words (src/domain/purchase-rules).
  randAmount: PURCHASE_MESSAGES.randAmount,
  minimumAmount: PURCHASE_MESSAGES.minimumAmount,
  minimumLumpSum: PURCHASE_MESSAGES.minimumLumpSum,
  minimumMonthly: PURCHASE_MESSAGES.minimumMonthly,
  maximumAmount: PURCHASE_MESSAGES.maximumAmount,
  anyContribution: PURCHASE_MESSAGES.anyContribution,
  debitOrderForMonthly: PURCHASE_MESSAGES.debitOrderForMonthly,
  countryOfTaxResidence: PURCHASE_MESSAGES.countryOfTaxResidence,
  sourceOfFunds: 'Please choose where the money comes from',
  otherSourceOfFunds: 'Please describe where the money comes from',
  isPip: 'Please answer Yes or No',
  investmentOption: 'Please choose an investment option',
  amount: 'Please enter the amount you want to invest',
  paymentType: 'Please choose how you will pay',
  bankDetailsConfirmed: 'Please confirm your bank details for the debit order',
  termsAccepted: 'Please accept the terms and conditions',
  mandateAccepted: 'Please accept the debit order mandate',
  /** A refused Confirm whose reason names no answer on the page. */
  purchaseRefused: (reason: string) => `We could not make this purchase: ${reason}`,
} as const;
