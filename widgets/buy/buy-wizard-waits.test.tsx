import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout } from '../../src/session';
import { renderInProvider } from '../../src/test/render-in-provider';
import { draftKey } from '../../src/wizard/draft-store';
import { SECURED_INVESTMENT } from '../buy-secured-investment/secured-investment';
import type { SecuredInvestmentAnswers } from '../buy-secured-investment/secured-investment-rules';
import type { BuyProduct } from './buy-product';
import { BuyWizard } from './buy-wizard';
import { type LaterChunk, laterRulesOf } from './later-chunk';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => {
  logout();
  sessionStorage.clear();
});

type Chunk = LaterChunk<SecuredInvestmentAnswers>;

/** The busy view where the run (or the question) will be, once the product's attributes are in (the FAIS notice shows). */
async function busy() {
  await screen.findByText(/authorised financial services provider/);
  return screen.findByText('Loading');
}

/**
 * The secured investment with its later chunk held back until the test lets it through (or fails it),
 * as on a slow line: a product object of its own, so no other test has its chunk loaded already.
 */
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

/** A run stored by an earlier page of the tab on the options step (3 of 5), R12 500 typed. */
function storeRunOnOptions() {
  sessionStorage.setItem(
    draftKey('buy-secured-investment'),
    JSON.stringify({
      version: 1,
      step: 2,
      draft: {
        runKey: '0123456789abcdef0123456789abcdef',
        sourceOfFunds: '1',
        otherSourceOfFunds: '',
        countryOfTaxResidence: '263',
        isPip: 'No',
        paymentType: '',
        bankDetailsConfirmed: false,
        termsAccepted: false,
        mandateAccepted: false,
        investmentOption: 'Growth',
        amount: { text: '12500', cents: 1_250_000 },
      },
    }),
  );
}

describe('a buy run that starts past its first step (a reload)', () => {
  it('waits, busy, for the later chunk (its rules and its steps), then shows the step with its answers', async () => {
    const { product, attempts } = heldBackProduct();
    storeRunOnOptions();
    renderInProvider(<BuyWizard product={product} />);

    // The chunk is asked for at once, and nothing of the run shows meanwhile: neither step 1 nor a half-drawn step 3.
    await busy();
    expect(attempts).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /^Step/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    attempts[0]?.release();
    await screen.findByRole('heading', { name: 'Step 3 of 5: Investment options' });
    expect(await screen.findByRole('textbox', { name: /Amount to invest/ })).toHaveProperty('value', '12500');
  });

  it('shows the load-failure view when the chunk cannot come, keeps the answers, and Try again loads it and shows the step', async () => {
    const { product, attempts } = heldBackProduct();
    storeRunOnOptions();
    const user = userEvent.setup();
    renderInProvider(<BuyWizard product={product} />);
    await busy();
    attempts[0]?.fail();

    const failure = await screen.findByRole('alert');
    within(failure).getByText(/Check your connection, then try again/);
    expect(sessionStorage.getItem(draftKey('buy-secured-investment'))).toContain('12500');

    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(attempts).toHaveLength(2);
    attempts[1]?.release();
    await screen.findByRole('heading', { name: 'Step 3 of 5: Investment options' });
    expect(await screen.findByRole('textbox', { name: /Amount to invest/ })).toHaveProperty('value', '12500');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a run on its first step does not wait: it shows step 1 and fetches nothing until the tag is used', async () => {
    const { product, attempts } = heldBackProduct();
    renderInProvider(<BuyWizard product={product} />);
    await screen.findByRole('heading', { name: 'Step 1 of 5: Investment details' });
    expect(attempts).toHaveLength(0);
  });
});

describe('a buy run on its first step, when the later chunk comes on first use', () => {
  it('stays as it is: the step is not announced again, and Next then goes on with the chunk’s rules', async () => {
    const { product, attempts } = heldBackProduct();
    const onStep = vi.fn();
    const user = userEvent.setup();
    renderInProvider(<BuyWizard product={product} onStep={onStep} />);
    await screen.findByRole('heading', { name: 'Step 1 of 5: Investment details' });
    await user.click(screen.getByRole('heading', { name: 'Step 1 of 5: Investment details' }));
    expect(attempts).toHaveLength(1);
    attempts[0]?.release();
    await waitFor(() => expect(laterRulesOf(product)).toBeDefined());

    expect(onStep).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 2 of 5: Source of funds' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The source of funds' own rules, from the chunk.
    await screen.findByText('Please choose where the money comes from', { selector: 'a' });
    expect(onStep.mock.calls.map(([step]) => step.index)).toEqual([0, 1]);
  });
});

describe('Cancel purchase pressed before its question’s code is in', () => {
  it('shows busy until the code comes, then asks, focused on Keep buying; the press is not lost', async () => {
    const { product, attempts } = heldBackProduct();
    const user = userEvent.setup();
    renderInProvider(<BuyWizard product={product} />);
    await screen.findByRole('heading', { name: 'Step 1 of 5: Investment details' });

    await user.click(screen.getByRole('link', { name: 'Cancel purchase' }));
    await busy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The press was the tag's first use: the chunk is on its way.
    expect(attempts.length).toBeGreaterThan(0);
    for (const attempt of attempts) attempt.release();

    const asked = await screen.findByRole('dialog', { name: 'Cancel this purchase?' });
    await expect
      .poll(() => document.activeElement)
      .toBe(within(asked).getByRole('button', { name: 'Keep buying' }));
    expect(screen.queryByText('Loading')).toBeNull();
  });
});

describe('the browser’s Forward to a later step before the tag was used', () => {
  it('shows that step’s Loading with no Next until the chunk brings the step and its rules', async () => {
    const { product, attempts } = heldBackProduct();
    storeRunOnOptions();
    sessionStorage.setItem(
      draftKey('buy-secured-investment'),
      (sessionStorage.getItem(draftKey('buy-secured-investment')) ?? '').replace('"step":2', '"step":0'),
    );
    window.history.replaceState(null, '', '/#step1');
    renderInProvider(<BuyWizard product={product} routing="hash" />);
    await screen.findByRole('heading', { name: 'Step 1 of 5: Investment details' });
    expect(attempts).toHaveLength(0);

    window.history.pushState(null, '', '/#step3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await screen.findByRole('heading', { name: /^Step [23] of 5/ });
    await screen.findByText('Loading');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    for (const attempt of attempts) attempt.release();
    await screen.findByRole('button', { name: 'Next' });
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    screen.getByRole('heading', { name: 'Step 2 of 5: Source of funds' });
    window.history.replaceState(null, '', '/');
  });
});
