import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nbsp } from '../../src/test/nbsp';
import { minimumText, YoureBuying } from './youre-buying';

const attribute = (Key: string, Value: string) => ({ Key, Value });

describe('minimumText', () => {
  it('gives both minimums where a lump sum and a monthly amount are offered', () => {
    expect(
      minimumText([
        attribute('MinimumLumpSumInvestmentAmount', '5000'),
        attribute('MinimumMonthlyContributionInvestmentAmount', '500'),
      ]),
    ).toBe(nbsp('R5 000.00 once-off or R500.00 a month'));
  });

  it('leaves out a monthly minimum of 0, and falls back to the overall minimum', () => {
    expect(
      minimumText([
        attribute('MinimumLumpSumInvestmentAmount', '5000'),
        attribute('MinimumMonthlyContributionInvestmentAmount', '0'),
      ]),
    ).toBe(nbsp('R5 000.00 once-off'));
    expect(minimumText([attribute('MinimumInvestmentAmount', '500')])).toBe('R500.00');
    expect(minimumText([])).toBeUndefined();
  });
});

describe('YoureBuying', () => {
  it('names the product and lists its rates, the minimum and the allowance left, only as the attributes give them', () => {
    render(
      <YoureBuying
        productName="Tax-free Savings Account"
        headingLevel={3}
        attributes={[
          attribute('NominalRate', '4.25'),
          attribute('FirstYearEffectiveRate', '4.33'),
          attribute('MinimumLumpSumInvestmentAmount', '5000'),
          attribute('MinimumMonthlyContributionInvestmentAmount', '500'),
          attribute('TaxFreeContributionsRemaining', '22000'),
        ]}
      />,
    );
    const panel = screen.getByRole('complementary', { name: 'Tax-free Savings Account' });
    expect(within(panel).getByText("You're buying")).toBeTruthy();
    expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe('Tax-free Savings Account');
    const facts = within(panel)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Nominal rate: 4.25% a year',
      'First-year effective rate: 4.33% a year',
      nbsp('Minimum: R5 000.00 once-off or R500.00 a month'),
      nbsp('Allowance left: R22 000.00'),
    ]);
  });

  it('shows no allowance for a product without one', () => {
    render(
      <YoureBuying
        productName="Secured Investment"
        headingLevel={3}
        attributes={[attribute('NominalRate', '7.5')]}
      />,
    );
    expect(screen.queryByText('Allowance left')).toBeNull();
  });
});
