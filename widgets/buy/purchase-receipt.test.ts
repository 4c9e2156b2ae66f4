import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import type { BankDetail } from '../../src/api/bank-details';
import type { ServerActions } from '../../src/api/server-state';
import { typedAmount } from '../../src/domain/rand-amount';
import { SECURED_INVESTMENT } from '../buy-secured-investment/secured-investment';
import { SECURED_INVESTMENT_PURCHASE } from '../buy-secured-investment/secured-investment-purchase';
import type { SecuredInvestmentAnswers } from '../buy-secured-investment/secured-investment-rules';
import type { BuyDraft } from './buy-draft';
import { purchaseReceipt } from './purchase-receipt';

const bank: BankDetail = {
  AccountHolderName: 'T Mokoena',
  BankName: 'FNB',
  AccountNumber: '62001235012',
  BranchCode: '250655',
};

/** A server whose bank-details read answers `read`; a purchase is never posted from here. */
function serverReading(read: () => Promise<BankDetail | null>) {
  const fetch = vi.fn(read);
  const server: ServerActions = {
    run: () => Promise.reject(new Error('the receipt posts nothing')),
    fetch: fetch as ServerActions['fetch'],
  };
  return { server, fetch };
}

const bought = (paymentType: string): BuyDraft<SecuredInvestmentAnswers> => ({
  ...SECURED_INVESTMENT.initialAnswers(),
  runKey: '0'.repeat(32),
  sourceOfFunds: '1',
  otherSourceOfFunds: '',
  countryOfTaxResidence: '263',
  isPip: 'no',
  paymentType,
  bankDetailsConfirmed: paymentType === 'Debit Order',
  termsAccepted: true,
  mandateAccepted: paymentType === 'Debit Order',
  reference: 'SI1001',
  amount: typedAmount('20 000'),
});
const today = new Date(2026, 10, 25);

/** The receipt of a secured investment bought on `today`, paid as `paymentType`. */
const receiptOf = (paymentType: string, server: ServerActions) =>
  purchaseReceipt(SECURED_INVESTMENT, SECURED_INVESTMENT_PURCHASE, [], bought(paymentType), server, today);

describe('the receipt of a purchase just made', () => {
  it('names the masked account a debit order is drawn on, from the latest bank details', async () => {
    const { server, fetch } = serverReading(() => Promise.resolve(bank));
    const receipt = await receiptOf('Debit Order', server);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(receipt).toMatchObject({
      reference: 'SI1001',
      productName: SECURED_INVESTMENT.name,
      paymentType: 'Debit Order',
      debitAccount: '*******5012',
      firstDebit: '2026-12-01',
      lumpSums: [{ amount: 20000 }],
    });
  });

  it('comes without the account when the bank details cannot be read: the purchase is made either way', async () => {
    const { server } = serverReading(() =>
      Promise.reject(new ApiError({ status: 0, message: 'Network error' })),
    );
    const receipt = await receiptOf('Debit Order', server);
    expect(receipt).toMatchObject({ reference: 'SI1001', paymentType: 'Debit Order', debitAccount: '' });
  });

  it('reads no bank details for an EFT', async () => {
    const { server, fetch } = serverReading(() => Promise.resolve(bank));
    const receipt = await receiptOf('EFT', server);
    expect(fetch).not.toHaveBeenCalled();
    expect(receipt).toMatchObject({
      reference: 'SI1001',
      paymentType: 'EFT',
      debitAccount: '',
      firstDebit: '',
    });
  });
});
