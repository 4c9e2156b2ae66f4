import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { formatCurrency } from '../../src/domain/format-currency';
import { annualTaxFreeLimit, taxYearOf } from '../../src/domain/tax-free-allowance';
import { remainingDebitMonths } from '../../src/domain/tax-free-months';
import { loginSucceeded, logout } from '../../src/session';
import { nbsp } from '../../src/test/nbsp';
import { pressAndExpectSummary } from '../../src/test/press-and-expect-summary';
import { renderInProvider } from '../../src/test/render-in-provider';
import { BuyTaxFree } from './buy-tax-free';
import { TAX_FREE_MESSAGES } from './tax-free-rules';

const sandbox = setupSandbox();

// Today's figures: the tests run on any date, so they take the year's limit and debits from the rules.
const today = new Date();
const limit = annualTaxFreeLimit(taxYearOf(today));
const debits = remainingDebitMonths(today);
const year = `${taxYearOf(today)}/${String((taxYearOf(today) + 1) % 100).padStart(2, '0')}`;

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => {
  logout();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const next = () => screen.getByRole('button', { name: 'Next' });

async function toOptions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Step 2 of 5: Source of funds' });
  await user.click(screen.getByRole('radio', { name: 'Salary' }));
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(next());
  await screen.findByRole('heading', { name: 'Step 3 of 5: Investment options' });
}

const figure = (term: string | RegExp) =>
  within(screen.getByRole('region', { name: 'Your tax-free allowance' }))
    .getByText(term)
    .closest('div')
    ?.querySelector('dd')?.textContent;

describe('<BuyTaxFree>', () => {
  it('shows this tax year’s allowance, and what the purchase with its debits adds, as the customer types', async () => {
    const user = userEvent.setup();
    renderInProvider(<BuyTaxFree />);
    await toOptions(user);
    expect(figure(`Limit for the ${year} tax year`)).toBe(formatCurrency(limit));
    expect(figure('Already in this tax year')).toBe(nbsp('R24 000.00'));
    expect(figure('Left this tax year')).toBe(formatCurrency(limit - 24_000));
    expect(figure('Lifetime limit')).toBe(nbsp('R500 000.00'));
    await user.type(screen.getByRole('textbox', { name: /Lump sum/ }), '10000');
    await user.type(screen.getByRole('textbox', { name: /Monthly amount/ }), '500');
    expect(figure(/^This purchase adds/)).toBe(formatCurrency(10_000 + debits * 500));
  });

  it('blocks going over with the excess in rand, and counts contributions declared elsewhere', async () => {
    const user = userEvent.setup();
    renderInProvider(<BuyTaxFree />);
    await toOptions(user);
    const left = limit - 24_000;
    await user.type(screen.getByRole('textbox', { name: /Lump sum/ }), String(left - 2_000));
    await user.type(screen.getByRole('textbox', { name: /other providers/ }), '2500');
    expect(figure('Already in this tax year')).toBe(nbsp('R26 500.00'));
    await pressAndExpectSummary(user, next(), [TAX_FREE_MESSAGES.overAllowance(500)]);
    screen.getByRole('heading', { name: 'Step 3 of 5: Investment options' });
  });
});

describe('the tax-free allowance after a purchase', () => {
  const figure = (term: string | RegExp) =>
    within(screen.getByRole('region', { name: 'Your tax-free allowance' }))
      .getByText(term)
      .closest('div')
      ?.querySelector('dd')?.textContent;

  async function toOptions(user: UserEvent) {
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 2 of 5: Source of funds' });
    await user.click(screen.getByRole('radio', { name: 'Salary' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 3 of 5: Investment options' });
  }

  it('is read again: Buy another counts the lump sum just bought', async () => {
    const user = userEvent.setup();
    renderInProvider(<BuyTaxFree />);
    await toOptions(user);
    expect(figure('Already in this tax year')).toBe(formatCurrency(24_000));
    await user.type(screen.getByRole('textbox', { name: /Lump sum/ }), '5000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 4 of 5: Payment details' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 5 of 5: Check and confirm' });
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: /^Buy another/ }));
    await toOptions(user);
    await waitFor(() => expect(figure('Already in this tax year')).toBe(formatCurrency(29_000)));
  });
});
