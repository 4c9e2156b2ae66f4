import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createConfig } from '../../../src/config';
import { WidgetProvider } from '../../../src/react';
import { sessionAuthPort } from '../../../src/session';
import { nbsp } from '../../../src/test/nbsp';
import { createTestServerState, renderInProvider, TEST_ORIGIN } from '../../../src/test/render-in-provider';
import type { BuyReceipt } from '../buy-receipt';
import { ReceiptPage } from './receipt-page';

const debitOrder: BuyReceipt = {
  reference: 'TF10042',
  productName: 'Tax-Free Savings Account',
  paymentType: 'Debit Order',
  lumpSums: [],
  monthly: [{ label: 'Monthly contribution', amount: 500 }],
  firstDebit: '2026-12-01',
  debitAccount: '*******7789',
  madeAt: '2026-11-27T08:42:00.000Z',
};

const eft: BuyReceipt = {
  reference: 'SI10002',
  productName: 'Secured Investment',
  paymentType: 'EFT',
  lumpSums: [{ label: 'Lump sum', amount: 20000 }],
  monthly: [],
  firstDebit: '',
  debitAccount: '',
  madeAt: '2026-11-27T08:42:00.000Z',
};

const rates = [
  { Key: 'NominalRate', Value: '7.5' },
  { Key: 'MaturityRate', Value: '9.21' },
];

const receiptPage = (receipt: BuyReceipt, onBuyAnother: () => void) => (
  <ReceiptPage
    receipt={receipt}
    attributes={rates}
    eftAccount={<p>Our bank account</p>}
    headingLevel={3}
    headingRef={null}
    platformHref="/app/Customer/wealth"
    onBuyAnother={onBuyAnother}
  />
);

function renderReceipt(receipt: BuyReceipt, onBuyAnother = vi.fn()) {
  renderInProvider(receiptPage(receipt, onBuyAnother));
  return onBuyAnother;
}

describe('ReceiptPage', () => {
  it('heads the receipt with the outcome, its date and time (Johannesburg, 24-hour) and the product', () => {
    renderReceipt(eft);
    expect(screen.getByRole('heading', { level: 3, name: 'Application received' })).toBeTruthy();
    expect(screen.getByText('27 Nov 2026 at 10:42 · Secured Investment')).toBeTruthy();
    const said = screen.getByText(
      'We have received your Secured Investment application. Your reference is SI10002.',
    );
    expect(said.getAttribute('role')).toBe('status');
  });

  it('puts its status on the page before its words, so that screen readers announce the reference', () => {
    const first = document.createElement('div');
    first.innerHTML = renderToStaticMarkup(
      <WidgetProvider
        config={createConfig(TEST_ORIGIN)}
        auth={sessionAuthPort}
        serverState={createTestServerState()}
      >
        {receiptPage(eft, vi.fn())}
      </WidgetProvider>,
    );
    const status = first.querySelector('[role="status"]');
    expect(status).not.toBeNull();
    expect(status?.textContent).toBe('');
  });

  it('shows the one reference to quote, with a button that copies it', () => {
    renderReceipt(eft);
    const box = screen.getByRole('region', { name: 'Your reference' });
    expect(within(box).getByText('SI10002')).toBeTruthy();
    expect(within(box).getByText('Quote it when you pay and when you call us.')).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Copy reference' })).toBeTruthy();
  });

  it('asks an EFT buyer to pay the lump sum into our account, and says the money is matched by the reference', () => {
    renderReceipt(eft);
    expect(screen.getByRole('heading', { level: 4, name: nbsp('1. Pay R20 000.00 by EFT') })).toBeTruthy();
    expect(screen.getByText('Our bank account')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Approve your debit order/ })).toBeNull();
    expect(
      screen.getByText('We match your EFT by its reference, SI10002, when the money reaches our account.'),
    ).toBeTruthy();
  });

  it('asks a debit-order buyer to approve the mandate, naming amount, day, account and first date (D MMM YYYY)', () => {
    renderReceipt(debitOrder);
    expect(screen.getByRole('heading', { level: 4, name: '1. Approve your debit order' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your bank will ask you to approve a DebiCheck debit order, in its app or by SMS. Approve it so that we can collect R500.00 on the 1st of each month from the account ending 7789, from 1 Dec 2026.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Our bank account')).toBeNull();
  });

  it('lists what was bought beside it: product, rates, each amount with when, payment and account', () => {
    renderReceipt(debitOrder);
    const side = screen.getByRole('complementary', { name: 'What you bought' });
    const rows = within(side)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Product: Tax-Free Savings Account',
      'Nominal rate: 7.5% a year',
      'Maturity rate: 9.21% a year',
      'Amount: R500.00 a month by debit order from 1 Dec 2026',
      'Payment: Debit Order',
      'Debit order account: *******7789',
    ]);
  });

  it('leads on to the investments, or to another purchase of the product', async () => {
    const onBuyAnother = renderReceipt(eft);
    expect(screen.getByRole('link', { name: 'Go to my investments' }).getAttribute('href')).toBe(
      '/app/Customer/wealth',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy another Secured Investment' }));
    expect(onBuyAnother).toHaveBeenCalledOnce();
  });

  it('leaves the time out for a receipt kept before it was recorded', () => {
    renderReceipt({ ...eft, madeAt: undefined });
    expect(screen.getByText('Secured Investment', { selector: 'p' })).toBeTruthy();
  });
});
