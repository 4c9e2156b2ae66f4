import * as z from 'zod/mini';
import { DEFAULT_PAYMENT_TYPE, DEFAULT_TAX_COUNTRY_ID } from '../../src/domain/business-constants';
import { textMatching } from '../../src/domain/schema-parts';

/**
 * The answers of the steps every buy wizard shares, and the purchase once made; a product's own
 * answers sit beside them (`BuyDraft<P>`). Choices are kept as the text their controls hold.
 */
// Types rather than interfaces, so a draft fits the forms' Record<string, unknown>.
export type SharedBuyDraft = {
  /** This run's Idempotency-Key: every Confirm of the run sends it, so the purchase is made once. */
  runKey: string;
  /** The chosen source of funds' LookupID. */
  sourceOfFunds: string;
  otherSourceOfFunds: string;
  /** CountryID of the country of tax residence. */
  countryOfTaxResidence: string;
  /** The answer to the politically-exposed-person question: 'yes', 'no', or '' before one is given. */
  isPip: string;
  /** 'EFT' or 'Debit Order'. */
  paymentType: string;
  bankDetailsConfirmed: boolean;
  termsAccepted: boolean;
  mandateAccepted: boolean;
  /** The purchase's reference, once Confirm has made it. */
  reference: string;
};

export type BuyDraft<P extends Record<string, unknown>> = SharedBuyDraft & P;

/** A fresh key per run: random, unguessable and fine on plain http pages, where randomUUID is missing. */
export function newRunKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function initialSharedDraft(): SharedBuyDraft {
  return {
    runKey: newRunKey(),
    sourceOfFunds: '',
    otherSourceOfFunds: '',
    countryOfTaxResidence: String(DEFAULT_TAX_COUNTRY_ID),
    isPip: '',
    paymentType: DEFAULT_PAYMENT_TYPE,
    bankDetailsConfirmed: false,
    termsAccepted: false,
    mandateAccepted: false,
    reference: '',
  };
}

const text = z.string();
const flag = z.boolean();

/** What of the shared answers may be kept in the tab (no secrets among them). */
export const storedSharedDraft = {
  runKey: textMatching(/^[0-9a-f]{32}$/),
  sourceOfFunds: text,
  otherSourceOfFunds: text,
  countryOfTaxResidence: text,
  isPip: text,
  paymentType: text,
  bankDetailsConfirmed: flag,
  termsAccepted: flag,
  mandateAccepted: flag,
  // Not the reference: a purchase's outcome leaves the run once, as its receipt (buy-wizard.tsx). A tab
  // reloaded between the answer and the receipt is back on the check page with the same run key, and its
  // next Confirm is answered with the same purchase, never a second one.
};
