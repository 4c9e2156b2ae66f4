import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInProvider } from '../../../src/test/render-in-provider';
import type { BuyReceipt } from '../buy-receipt';
import { Congratulations } from './congratulations';

const receipt: BuyReceipt = {
  reference: 'SI10077',
  productName: '5-Year Fixed Secured Investment',
  paymentType: 'Debit Order',
  lumpSums: [{ label: 'Lump sum', amount: 25000 }],
  monthly: [],
  firstDebit: '2027-01-01',
  debitAccount: '*******5012',
};

describe('Congratulations', () => {
  it('dates the first debit of the mandate still to approve as D MMM YYYY (spec §9)', () => {
    renderInProvider(
      <Congratulations receipt={receipt} attributes={[]} platformHref="/app" onBuyAnother={vi.fn()} />,
    );
    expect(screen.getByText(/The first debit runs on 1 Jan 2027\.$/)).toBeTruthy();
  });
});
