import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { formatCurrency } from '../../src/domain/format-currency';
import { loginSucceeded, logout } from '../../src/session';
import { renderInProvider } from '../../src/test/render-in-provider';
import { draftKey } from '../../src/wizard/draft-store';
import { SECURED_INVESTMENT } from '../buy-secured-investment/secured-investment';
import type { SecuredInvestmentAnswers } from '../buy-secured-investment/secured-investment-rules';
import { BuyTaxFree } from '../buy-tax-free/buy-tax-free';
import type { BuyProduct } from './buy-product';
import { BuyWizard } from './buy-wizard';
import type { LaterChunk } from './later-chunk';

// Review of the lazy later rules (review34): reproductions of what the review found.

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => {
  logout();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

type Chunk = LaterChunk<SecuredInvestmentAnswers>;

/** The secured investment with its later chunk held back until the test lets it through (or fails it). */
function heldBackProduct() {
  const attempts: { release: () => void; fail: () => void }[] = [];
  const product: BuyProduct<SecuredInvestmentAnswers> = {
    ...SECURED_INVESTMENT,
    later: () =>
      new Promise<Chunk>((resolve, reject) => {
        attempts.push({
          release: () => void SECURED_INVESTMENT.later().then(resolve),
          fail: () => reject(new Error('Failed to fetch dynamically imported module')),
        });
      }),
  };
  return { product, attempts };
}

/** A run stored in the tab on step `step` (0-based), with these answers over valid ones. */
function storeRun(step: number, answers: Record<string, unknown> = {}) {
  sessionStorage.setItem(
    draftKey('buy-secured-investment'),
    JSON.stringify({
      version: 1,
      step,
      draft: {
        runKey: '0123456789abcdef0123456789abcdef',
        sourceOfFunds: '1',
        otherSourceOfFunds: '',
        countryOfTaxResidence: '263',
        isPip: 'no',
        paymentType: 'EFT',
        bankDetailsConfirmed: false,
        termsAccepted: false,
        mandateAccepted: false,
        investmentOption: 'Growth',
        amount: { text: '12500', cents: 1_250_000 },
        ...answers,
      },
    }),
  );
}

const purchases = () =>
  sandbox.received.list().filter((entry) => entry.path === '/v4/api/buy/SecuredInvestment');

describe('finding 1: a restored run is not checked against the rules of the steps before it', () => {
  it('a run stored on the check page with the PIP question unanswered is shown at that question, not at Confirm', async () => {
    // What a stale or edited draft in the tab looks like: step 5 stored, step 2 never answered.
    storeRun(4, { isPip: '', termsAccepted: true });
    renderInProvider(<BuyWizard product={SECURED_INVESTMENT} />);
    await screen.findByRole('heading', { name: /^Step \d of 5/ });
    expect(screen.getByRole('heading', { name: /^Step \d of 5/ }).textContent).toBe(
      'Step 2 of 5: Source of funds',
    );
  });

  it('…and Confirm there never posts a purchase whose PIP answer the customer did not give', async () => {
    storeRun(4, { isPip: '', termsAccepted: true });
    const user = userEvent.setup();
    renderInProvider(<BuyWizard product={SECURED_INVESTMENT} />);
    const confirm = await screen.findByRole('button', { name: 'Confirm' }).catch(() => null);
    if (confirm) {
      await user.click(confirm);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(purchases().map((entry) => entry.body)).toEqual([]);
  });
});

describe('finding 2: the busy and failed views of a run that waits for its rules', () => {
  it('keep Cancel purchase (spec §2: on the first five steps) while the later chunk is awaited', async () => {
    const { product } = heldBackProduct();
    storeRun(2);
    renderInProvider(<BuyWizard product={product} />);
    await screen.findByText('Loading');
    await screen.findByText(/authorised financial services provider/);
    expect(screen.queryByRole('link', { name: 'Cancel purchase' })).not.toBeNull();
  });

  it('keep the focus in the tag when Try again replaces the load-failure view with Loading, then the step', async () => {
    const { product, attempts } = heldBackProduct();
    storeRun(2);
    const user = userEvent.setup();
    renderInProvider(<BuyWizard product={product} />);
    await screen.findByText('Loading');
    attempts[0]?.fail();
    const failure = await screen.findByRole('alert');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    attempts[1]?.release();
    const heading = await screen.findByRole('heading', { name: 'Step 3 of 5: Investment options' });
    expect(document.activeElement).toBe(heading);
  });

  it('keep the focus in the tag when Try again after a failed Next fails again', async () => {
    const { product, attempts } = heldBackProduct();
    const user = userEvent.setup();
    renderInProvider(<BuyWizard product={product} />);
    await screen.findByRole('heading', { name: 'Step 1 of 5: Investment details' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const attempt of attempts) attempt.fail();
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    for (const attempt of attempts) attempt.fail();
    // The failure is back, with its Try again; the focus went with the first one (to the page's body).
    await screen.findByRole('alert');
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe('checked and sound (these pass)', () => {
  it('a run restored with the step in the URL (hash routing) is checked: #step5 with the PIP unanswered shows step 2', async () => {
    storeRun(4, { isPip: '', termsAccepted: true });
    window.history.replaceState(null, '', '/#step5');
    renderInProvider(<BuyWizard product={SECURED_INVESTMENT} routing="hash" />);
    await screen.findByRole('heading', { name: 'Step 2 of 5: Source of funds' });
  });

  it('a Change link, an answer made invalid, then the browser to #step5: the run stays on the changed step', async () => {
    storeRun(4, { termsAccepted: true });
    window.history.replaceState(null, '', '/#step5');
    const user = userEvent.setup();
    renderInProvider(<BuyWizard product={SECURED_INVESTMENT} routing="hash" />);
    await screen.findByRole('heading', { name: 'Step 5 of 5: Check and confirm' });
    await user.click(await screen.findByRole('button', { name: 'Change source of funds' }));
    await screen.findByRole('heading', { name: 'Step 2 of 5: Source of funds' });
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    window.history.pushState(null, '', '/#step5');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(window.location.hash).toBe('#step2'));
    screen.getByRole('heading', { name: 'Step 2 of 5: Source of funds' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Please describe where the money comes from', { selector: 'a' });
    expect(purchases()).toEqual([]);
  });

  it('Cancel purchase pressed, then the chunk fails: Try again loads it and asks', async () => {
    const { product, attempts } = heldBackProduct();
    const user = userEvent.setup();
    renderInProvider(<BuyWizard product={product} />);
    await screen.findByRole('heading', { name: 'Step 1 of 5: Investment details' });
    await user.click(screen.getByRole('link', { name: 'Cancel purchase' }));
    await user.click(screen.getByRole('link', { name: 'Cancel purchase' }));
    for (const attempt of attempts) attempt.fail();
    const failure = await screen.findByRole('alert');
    const tried = attempts.length;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(attempts.length).toBeGreaterThan(tried));
    for (const attempt of attempts.slice(tried)) attempt.release();
    await screen.findByRole('dialog', { name: 'Cancel this purchase?' });
  });
});

describe('finding 3: the tax-free allowance after a purchase', () => {
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
