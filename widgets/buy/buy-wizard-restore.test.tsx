import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout } from '../../src/session';
import { renderInProvider } from '../../src/test/render-in-provider';
import { SECURED_INVESTMENT } from '../buy-secured-investment/secured-investment';
import { storeSecuredRun } from '../buy-secured-investment/test/held-back-runs';
import { BUY_MESSAGES } from './buy-messages';
import { BuyWizard } from './buy-wizard';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => {
  logout();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const purchases = () =>
  sandbox.received.list().filter((entry) => entry.path === '/v4/api/buy/SecuredInvestment');

describe('a run restored from the tab is checked against the rules of every step before the one it was on', () => {
  it('a run stored on the check page with the PIP question unanswered is shown at that question, not at Confirm', async () => {
    // What a stale or edited draft in the tab looks like: step 5 stored, step 2 never answered.
    storeSecuredRun(4, { isPip: '', termsAccepted: true });
    renderInProvider(<BuyWizard product={SECURED_INVESTMENT} />);
    await screen.findByRole('heading', { name: 'Step 2 of 5: Source of funds' });
    expect(screen.queryByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeNull();
  });

  it('…so Confirm is never in reach: Next there asks for the answer, and nothing is bought', async () => {
    storeSecuredRun(4, { isPip: '', termsAccepted: true });
    const user = userEvent.setup();
    renderInProvider(<BuyWizard product={SECURED_INVESTMENT} />);
    await screen.findByRole('heading', { name: 'Step 2 of 5: Source of funds' });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(BUY_MESSAGES.isPip, { selector: 'a' });
    expect(purchases()).toEqual([]);
  });

  it('a run restored with the step in the URL (hash routing) is checked: #step5 with the PIP unanswered shows step 2', async () => {
    storeSecuredRun(4, { isPip: '', termsAccepted: true });
    window.history.replaceState(null, '', '/#step5');
    renderInProvider(<BuyWizard product={SECURED_INVESTMENT} routing="hash" />);
    await screen.findByRole('heading', { name: 'Step 2 of 5: Source of funds' });
  });

  it('a Change link, an answer made invalid, then the browser to #step5: the run stays on the changed step', async () => {
    storeSecuredRun(4, { termsAccepted: true });
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
});
