import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/test/memory-storage';
import { type BuyReceipt, loadReceipt, saveReceipt } from './buy-receipt';
import { dropKeptReceipt, hasKeptReceipt, receiptKey } from './kept-receipt';
import { receiptOf } from './purchase-receipt';

const purchase = {
  reference: 'TF10042',
  productName: 'Tax-Free Savings Account',
  paymentType: 'Debit Order',
  lumpSums: [{ label: 'Lump sum', amount: 5000 }],
  monthly: [{ label: 'Monthly contribution', amount: 500 }],
};

describe('the receipt of a purchase', () => {
  it('dates a debit order’s first debit and keeps the masked account; an EFT has neither', () => {
    const debit = receiptOf(purchase, new Date(2026, 10, 25), '*******7789');
    expect(debit).toMatchObject({ firstDebit: '2026-12-01', debitAccount: '*******7789' });
    const eft = receiptOf(
      { ...purchase, paymentType: 'EFT', monthly: [] },
      new Date(2026, 10, 25),
      '*******7789',
    );
    expect(eft).toMatchObject({ firstDebit: '', debitAccount: '' });
  });

  it('lists only the movements that move money', () => {
    const receipt = receiptOf({ ...purchase, lumpSums: [{ label: 'Lump sum', amount: 0 }] }, new Date(), '');
    expect(receipt.lumpSums).toEqual([]);
    expect(receipt.monthly).toEqual([{ label: 'Monthly contribution', amount: 500 }]);
  });

  it('is kept for the tab per product, read back as it was, and dropped on request', () => {
    const storage = memoryStorage();
    const receipt: BuyReceipt = receiptOf(purchase, new Date(2026, 10, 25), '*******7789');
    saveReceipt(storage, 'tax-free', receipt);
    expect(loadReceipt(storage, 'tax-free')).toEqual(receipt);
    expect(loadReceipt(storage, 'unit-trust')).toBeUndefined();
    expect(hasKeptReceipt(storage, 'tax-free')).toBe(true);
    expect(hasKeptReceipt(storage, 'unit-trust')).toBe(false);
    dropKeptReceipt(storage, 'tax-free');
    expect(hasKeptReceipt(storage, 'tax-free')).toBe(false);
    expect(loadReceipt(storage, 'tax-free')).toBeUndefined();
  });

  it('drops a stored receipt that does not read as one (tampered or stale)', () => {
    const storage = memoryStorage();
    storage.setItem(receiptKey('tax-free'), JSON.stringify({ reference: '', lumpSums: 'lots' }));
    expect(loadReceipt(storage, 'tax-free')).toBeUndefined();
    expect(storage.getItem(receiptKey('tax-free'))).toBeNull();
    storage.setItem(receiptKey('tax-free'), '{not json');
    expect(loadReceipt(storage, 'tax-free')).toBeUndefined();
    expect(loadReceipt(null, 'tax-free')).toBeUndefined();
  });
});
