import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BuyReceipt } from '../buy-receipt';
import { SummaryStep } from './summary-step';

const receipt: BuyReceipt = {
  reference: 'TF10042',
  productName: 'Tax-Free Savings Account',
  paymentType: 'Debit Order',
  lumpSums: [],
  monthly: [{ label: 'Monthly contribution', amount: 500 }],
  firstDebit: '2026-12-01',
  debitAccount: '*******7789',
};

describe('SummaryStep', () => {
  it("dates the first debit as D MMM YYYY (spec §9), in the list and in the mandate's sentence", () => {
    render(<SummaryStep receipt={receipt} eftAccount={null} />);
    expect(screen.getByText(/a month by debit order from 1 Dec 2026$/)).toBeTruthy();
    expect(screen.getByText(/The first debit runs on 1 Dec 2026, once you have approved it\./)).toBeTruthy();
  });
});
