import { MutationObserver } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETIREMENT_MEMBER_ID, RETIREMENT_PRODUCT_INSTANCE_ID, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { createApiClient } from '../../../src/api/client';
import {
  MEMBER_CHOICE_CHANGE_KEY,
  type MemberChoiceChange,
  type MemberChoiceOption,
  memberChoiceChangeMutation,
} from '../../../src/api/member-choice';
import { contextOf } from '../../../src/react/test/run-definition';
import { loginSucceeded, logout, sessionAuthPort } from '../../../src/session';
import { renderCustomerPage } from '../../test/render-customer-page';
import { MemberPortalSuccessPage } from './member-portal-success-page';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => {
  logout();
});

const income: MemberChoiceOption = {
  Description: 'Income Fund',
  Info: '',
  FactSheetLink: '',
  IsSelected: false,
  LastSelection: null,
  StatusTransitionID: 43,
};

/**
 * Starts a change in the page's cache, as the wealth page's widget does before it goes (pending at
 * once); the promise settles when the server has answered.
 */
function startChange(page: ReturnType<typeof renderCustomerPage>, option = income): Promise<unknown> {
  const client = createApiClient({ config: page.config, auth: sessionAuthPort });
  const { mutationFn } = memberChoiceChangeMutation();
  const observer = new MutationObserver(page.queryClient, {
    mutationKey: MEMBER_CHOICE_CHANGE_KEY,
    mutationFn: (change: MemberChoiceChange) => mutationFn(change, contextOf(client)),
  });
  let outcome: Promise<unknown> = Promise.resolve();
  act(() => {
    outcome = observer
      .mutate({
        productInstanceId: RETIREMENT_PRODUCT_INSTANCE_ID,
        memberId: RETIREMENT_MEMBER_ID,
        option,
      })
      // A failed change is what some tests want; the page shows it.
      .catch(() => undefined);
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
    const release = sandbox.hold('POST', '/v4/api/retirementinvestments/**');
    const page = renderCustomerPage(MemberPortalSuccessPage, '/app/elsewhere', '/app/MemberPortalSuccess');
    const done = startChange(page);
    act(() => page.location.navigate('/app/MemberPortalSuccess'));
    await screen.findByText('Saving your member choice...');
    release();
    await settle(done);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Congratulations' });
    // Focus moves in an effect after the heading is drawn.
    await waitFor(() => expect(document.activeElement).toBe(heading));
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
