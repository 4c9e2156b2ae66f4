import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DisclaimerPage } from './disclaimer-page';

describe('DisclaimerPage', () => {
  it('is titled Disclaimer with a single h1', () => {
    render(<DisclaimerPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Disclaimer']);
    expect(document.title).toBe('Disclaimer | FG Portal');
  });

  it('covers advice, past performance, unit trusts, secured investments, tax-free savings and fees', () => {
    render(<DisclaimerPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'On this page',
      'Information, not advice',
      'Past performance and projections',
      'Collective investment schemes (unit trusts)',
      'Secured investments',
      'Tax-free savings',
      'Fees and charges',
      'Accuracy and availability',
      'Links to other websites',
    ]);
  });

  it('carries the statutory wording readers look for', () => {
    render(<DisclaimerPage />);
    screen.getByText(/Past performance is not necessarily a guide to future performance/);
    screen.getByText(/not advice as defined in the Financial Advisory and Intermediary Services Act/);
    screen.getByText(/generally medium- to long-term investments/);
    screen.getByText(/schedule of fees, charges and maximum commissions/);
    screen.getByText(/not covered by the Corporation for Deposit Insurance/);
  });
});
