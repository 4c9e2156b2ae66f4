import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout } from '../../src/session';
import { renderInProvider } from '../../src/test/render-in-provider';
import { draftKey } from '../../src/wizard/draft-store';
import type { SecuredInvestmentAnswers } from '../buy-secured-investment/secured-investment-rules';
import { heldBackProduct, storeSecuredRun } from '../buy-secured-investment/test/held-back-runs';
import { BuyWizard, type BuyWizardProps } from './buy-wizard';
import { laterRulesOf } from './later-chunk';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => {
  logout();
  sessionStorage.clear();
});

/** The busy view where the run (or the question) will be, once the product's attributes are in (the FAIS notice shows). */
async function busy() {
  await screen.findByText(/authorised financial services provider/);
  return screen.findByText('Loading');
}

/** A run stored on the options step (3 of 5) restored with the later chunk held back: busy, waiting for it. */
async function heldBackRestoredRun(
  props: Pick<BuyWizardProps<SecuredInvestmentAnswers>, 'onCancelled'> = {},
) {
  const { product, attempts } = heldBackProduct();
  storeSecuredRun(2);
  const user = userEvent.setup();
  renderInProvider(<BuyWizard product={product} {...props} />);
  await busy();
  return { attempts, user };
}

/** A signed-in run on step 1 with the later chunk held back (nothing of it fetched yet, or asked for). */
async function heldBackOnStepOne() {
  const { product, attempts } = heldBackProduct();
  const user = userEvent.setup();
  renderInProvider(<BuyWizard product={product} />);
  await screen.findByRole('heading', { name: 'Step 1 of 5: Investment details' });
  return { attempts, user };
}

describe('a buy run that starts past its first step (a reload)', () => {
  it('waits, busy, for the later chunk (its rules and its steps), then shows the step with its answers', async () => {
    // The chunk is asked for at once, and nothing of the run shows meanwhile: neither step 1 nor a half-drawn step 3.
    const { attempts } = await heldBackRestoredRun();
    expect(attempts).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /^Step/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    attempts[0]?.release();
    await screen.findByRole('heading', { name: 'Step 3 of 5: Investment options' });
    expect(await screen.findByRole('textbox', { name: /Amount to invest/ })).toHaveProperty('value', '12500');
  });

  it('shows the load-failure view when the chunk cannot come, keeps the answers, and Try again loads it and shows the step', async () => {
    const { attempts, user } = await heldBackRestoredRun();
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

  it('a run whose URL names step 1 does not wait, whatever step it was stored on: it arrives on step 1', async () => {
    const { product } = heldBackProduct();
    storeSecuredRun(2);
    window.history.replaceState(null, '', '/#step1');
    renderInProvider(<BuyWizard product={product} routing="hash" />);
    await screen.findByRole('heading', { name: 'Step 1 of 5: Investment details' });
    expect(screen.queryByText('Loading')).toBeNull();
    window.history.replaceState(null, '', '/');
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
    const { attempts, user } = await heldBackOnStepOne();

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
    storeSecuredRun(0);
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

describe('the busy and failed views of a run that waits for its later steps', () => {
  it('keep Cancel purchase (spec §2: on the first five steps) while the later chunk is awaited', async () => {
    await heldBackRestoredRun();
    expect(screen.queryByRole('link', { name: 'Cancel purchase' })).not.toBeNull();
  });

  it('Cancel purchase there asks once the chunk comes, the question staying open as the step shows; Yes forgets the run and tells the host', async () => {
    const onCancelled = vi.fn();
    const { attempts, user } = await heldBackRestoredRun({ onCancelled });
    await user.click(screen.getByRole('link', { name: 'Cancel purchase' }));
    for (const attempt of attempts) attempt.release();
    const asked = await screen.findByRole('dialog', { name: 'Cancel this purchase?' });
    await screen.findByRole('heading', { name: 'Step 3 of 5: Investment options' });
    await user.click(within(asked).getByRole('link', { name: 'Yes, cancel purchase' }));
    expect(onCancelled).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(draftKey('buy-secured-investment'))).toBeNull();
  });

  it('with the chunk failed, Cancel purchase asks for it again: the question comes, and with it the step', async () => {
    const { attempts, user } = await heldBackRestoredRun();
    attempts[0]?.fail();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('link', { name: 'Cancel purchase' }));
    await waitFor(() => expect(attempts).toHaveLength(2));
    attempts[1]?.release();
    await screen.findByRole('dialog', { name: 'Cancel this purchase?' });
    await screen.findByRole('heading', { name: 'Step 3 of 5: Investment options' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keep the focus in the tag when Try again replaces the load-failure view with Loading, then the step', async () => {
    const { attempts, user } = await heldBackRestoredRun();
    attempts[0]?.fail();
    const failure = await screen.findByRole('alert');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    attempts[1]?.release();
    const heading = await screen.findByRole('heading', { name: 'Step 3 of 5: Investment options' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('keep the focus in the tag when Try again after a failed Next fails again', async () => {
    const { attempts, user } = await heldBackOnStepOne();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const attempt of attempts) attempt.fail();
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    for (const attempt of attempts) attempt.fail();
    // The failure is back, with its Try again; the focus went with the first one (to the page's body).
    await screen.findByRole('alert');
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe('Cancel purchase pressed twice, then its chunk fails', () => {
  it('shows the load-failure view, whose Try again loads it and asks', async () => {
    const { attempts, user } = await heldBackOnStepOne();
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
