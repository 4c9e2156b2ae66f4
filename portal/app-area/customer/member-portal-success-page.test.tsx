import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETIREMENT_MEMBER_ID, RETIREMENT_PRODUCT_INSTANCE_ID, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { createApiClient } from '../../../src/api/client';
import type { MemberChoiceOption } from '../../../src/api/member-choice';
import { loginSucceeded, logout, sessionAuthPort } from '../../../src/session';
import { memberChoiceChange } from '../../../widgets/member-choice';
import { MemberPortalSuccessPage } from './member-portal-success-page';
import { renderCustomerPage } from './render-customer-page';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => {
  logout();
  memberChoiceChange.reset();
});

const income: MemberChoiceOption = {
  Description: 'Income Fund',
  Info: '',
  FactSheetLink: '',
  IsSelected: false,
  LastSelection: null,
  StatusTransitionID: 43,
};

/** Starts a change (pending at once); the promise settles when the server has answered. */
function startChange(page: ReturnType<typeof renderCustomerPage>, option = income): Promise<unknown> {
  const client = createApiClient({ config: page.config, auth: sessionAuthPort });
  let outcome: Promise<unknown> = Promise.resolve();
  act(() => {
    outcome = memberChoiceChange.start(client, {
      productInstanceId: RETIREMENT_PRODUCT_INSTANCE_ID,
      memberId: RETIREMENT_MEMBER_ID,
      option,
    });
  });
  return outcome;
}

/** Lets a started change finish, rendering what it changes. */
const settle = (change: Promise<unknown>) =>
  act(async () => {
    await change;
  });

describe('<MemberPortalSuccessPage>', () => {
  it('returns to /app/Customer/wealth when there is no member-choice change to follow', async () => {
    const page = renderCustomerPage(MemberPortalSuccessPage, '/app/MemberPortalSuccess');
    await waitFor(() => expect(page.path()).toBe('/app/Customer/wealth'));
  });

  it("says 'Saving your member choice...', then 'Congratulations' and the new choice, with Back to wealth", async () => {
    sandbox.injectFault({ method: 'POST', path: '/v4/api/retirementinvestments/**', delayMs: 50 });
    const page = renderCustomerPage(MemberPortalSuccessPage, '/app/elsewhere', '/app/MemberPortalSuccess');
    const done = startChange(page);
    act(() => page.location.navigate('/app/MemberPortalSuccess'));
    await screen.findByText('Saving your member choice...');
    await settle(done);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Congratulations' });
    expect(document.activeElement).toBe(heading);
    screen.getByText('Your member choice was changed to Income Fund.');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/app/Customer/wealth');
    expect(page.path()).toBe('/app/MemberPortalSuccess');
  });

  it('shows the error when the change failed, with Back to wealth', async () => {
    sandbox.injectFault({ method: 'POST', path: '/v4/api/retirementinvestments/**', status: 500, body: {} });
    const page = renderCustomerPage(MemberPortalSuccessPage, '/app/elsewhere', '/app/MemberPortalSuccess');
    await settle(startChange(page));
    act(() => page.location.navigate('/app/MemberPortalSuccess'));
    expect((await screen.findByRole('alert')).textContent).toBe('Oops, something went wrong.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Member choice not changed');
    screen.getByRole('link', { name: 'Back' });
  });
});
