import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NEW_USER_USERNAME,
  RETIREMENT_MEMBER_ID,
  RETIREMENT_PRODUCT_INSTANCE_ID,
  THANDI_USERNAME,
} from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { MEMBER_CHOICE_CHANGE_KEY } from '../../src/api/member-choice';
import { HOSTILE_ADDRESSES } from '../../src/domain/test/hostile-addresses';
import { loginSucceeded, logout } from '../../src/session';
import { renderInProvider, TEST_ORIGIN } from '../../src/test/render-in-provider';
import { MemberChoice } from './member-choice';

const sandbox = setupSandbox();

async function signIn(username = THANDI_USERNAME) {
  loginSucceeded({ accessToken: await sandbox.tokenFor(username), refreshToken: 'x' });
}

beforeEach(() => signIn());
afterEach(() => {
  logout();
});

const choicesPath = `${TEST_ORIGIN}/v4/api/retirementinvestments/:instance/member/:member/choices`;
const calls = (fragment: string) => sandbox.received.list().filter((entry) => entry.path.includes(fragment));

describe('<MemberChoice>', () => {
  it("says 'Loading...', then shows three options with the selected one marked", async () => {
    renderInProvider(<MemberChoice />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    const tiles = await screen.findAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'Growth Fund',
      'Balanced Fund',
      'Income Fund',
    ]);
    expect(screen.getByText('Your current choice:').textContent).toBe('Your current choice: Growth Fund');
    const [growth, balanced] = tiles;
    if (!growth || !balanced) throw new Error('missing tiles');
    within(growth).getByText('Current choice');
    expect(within(growth).queryByRole('button')).toBeNull();
    within(growth).getByText(/high allocation to local and global equities/);
    const sheet = within(growth).getByRole('link', { name: 'Fact sheet Growth Fund (opens in a new tab)' });
    expect(sheet.getAttribute('href')).toBe(`${TEST_ORIGIN}/cms/uploads/growth-fund-fact-sheet.pdf`);
    expect(sheet.getAttribute('target')).toBe('_blank');
    within(balanced).getByRole('button', { name: 'Choose Balanced Fund' });
    expect(within(balanced).queryByText('Current choice')).toBeNull();
  });

  it('renders a fact sheet link from the API only when it is http(s): javascript:, data:, vbscript: and their disguises are dropped', async () => {
    const options = HOSTILE_ADDRESSES.map((address, index) => ({
      Description: `Fund ${index}`,
      Info: '',
      FactSheetLink: address,
      IsSelected: false,
      LastSelection: null,
      StatusTransitionID: 50 + index,
    }));
    sandbox.server.use(http.get(choicesPath, () => HttpResponse.json(options)));
    renderInProvider(<MemberChoice />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(HOSTILE_ADDRESSES.length);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('finds the product instance and member from the member-choice summary (item 14)', async () => {
    renderInProvider(<MemberChoice />);
    await screen.findAllByRole('listitem');
    expect(calls('/summary/14')).toHaveLength(1);
    expect(calls('/choices')[0]?.path).toBe(
      `/v4/api/retirementinvestments/${RETIREMENT_PRODUCT_INSTANCE_ID}/member/${RETIREMENT_MEMBER_ID}/choices`,
    );
  });

  it('uses given ids without reading the summary', async () => {
    renderInProvider(
      <MemberChoice productInstanceId={RETIREMENT_PRODUCT_INSTANCE_ID} memberId={RETIREMENT_MEMBER_ID} />,
    );
    await screen.findAllByRole('listitem');
    expect(calls('/summary/')).toHaveLength(0);
  });

  it("says 'No selection made' when no option is selected", async () => {
    sandbox.server.use(
      http.get(choicesPath, () =>
        HttpResponse.json([
          {
            Description: 'Growth Fund',
            Info: 'Growth',
            FactSheetLink: '',
            IsSelected: false,
            LastSelection: null,
            StatusTransitionID: 41,
          },
          {
            Description: 'Income Fund',
            Info: 'Income',
            FactSheetLink: null,
            IsSelected: false,
            LastSelection: null,
            StatusTransitionID: 43,
          },
        ]),
      ),
    );
    renderInProvider(<MemberChoice />);
    expect((await screen.findByText('No selection made')).parentElement?.textContent).toBe(
      'Your current choice: No selection made',
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Choose Growth Fund',
      'Choose Income Fund',
    ]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("says 'No data available' when there are no options", async () => {
    sandbox.server.use(http.get(choicesPath, () => HttpResponse.json([])));
    renderInProvider(<MemberChoice />);
    expect((await screen.findByText('No data available')).getAttribute('role')).toBe('status');
  });

  it("says 'No data available' to a party without a member-choice product", async () => {
    await signIn(NEW_USER_USERNAME);
    const onFailed = vi.fn();
    renderInProvider(<MemberChoice onFailed={onFailed} />);
    await screen.findByText('No data available');
    expect(calls('/choices')).toHaveLength(0);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('shows the error message in place when the options cannot be loaded, and tells the host', async () => {
    sandbox.injectFault({
      path: '/v4/api/retirementinvestments/**',
      status: 400,
      body: { IsError: true, ErrorDescription: 'Member is suspended.', StatusCode: 400 },
    });
    const onFailed = vi.fn();
    renderInProvider(<MemberChoice onFailed={onFailed} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Member is suspended.');
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith({ message: 'Member is suspended.', status: 400 }),
    );
  });

  it('asks to log in when nobody is signed in', () => {
    logout();
    renderInProvider(<MemberChoice />);
    screen.getByText('Please log in to see your member choice.');
  });

  it('posts nothing when the member cancels the confirmation', async () => {
    const user = userEvent.setup();
    renderInProvider(<MemberChoice />);
    await user.click(await screen.findByRole('button', { name: 'Choose Income Fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your member choice?' });
    within(dialog).getByText(/moved from Growth Fund to Income Fund/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sandbox.received.list().filter((entry) => entry.method === 'POST')).toHaveLength(0);
  });

  it('confirms, posts the StatusTransitionID, says saving then congratulations, and marks the new choice', async () => {
    const release = sandbox.hold('POST', '/v4/api/retirementinvestments/**');
    const user = userEvent.setup();
    const onSaving = vi.fn();
    const onChanged = vi.fn();
    renderInProvider(<MemberChoice onSaving={onSaving} onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Choose Balanced Fund' }));
    await user.click(screen.getByRole('button', { name: 'Yes, change to Balanced Fund' }));
    expect(onSaving).toHaveBeenCalledWith(
      expect.objectContaining({ Description: 'Balanced Fund', StatusTransitionID: 42 }),
    );
    // The pending change reaches the widget through the query client's next notification.
    await screen.findByText('Saving your member choice...');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose Income Fund' }).getAttribute('aria-disabled')).toBe(
        'true',
      ),
    );
    release();

    const saved = await screen.findByText('Congratulations');
    expect(saved.closest('[role="status"]')?.textContent).toBe(
      'CongratulationsYour member choice was changed to Balanced Fund.',
    );
    await waitFor(() =>
      expect(onChanged).toHaveBeenCalledWith(
        expect.objectContaining({ Description: 'Balanced Fund', IsSelected: true }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByText('Your current choice:').textContent).toBe('Your current choice: Balanced Fund'),
    );
    const post = sandbox.received.list().find((entry) => entry.method === 'POST');
    expect(post?.path).toBe(
      `/v4/api/retirementinvestments/${RETIREMENT_PRODUCT_INSTANCE_ID}/member/${RETIREMENT_MEMBER_ID}/42`,
    );
    expect(sandbox.store.state.records.memberChoiceChanges).toEqual([
      expect.objectContaining({ StatusTransitionID: 42, Description: 'Balanced Fund' }),
    ]);
    expect(calls('/choices').filter((entry) => entry.method === 'GET')).toHaveLength(2);
  });

  it('finishes a change after it is gone, keeps the outcome readable and still tells the host', async () => {
    sandbox.injectFault({ method: 'POST', path: '/v4/api/retirementinvestments/**', delayMs: 50 });
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const view = renderInProvider(<MemberChoice onChanged={onChanged} />);
    const change = () =>
      view.queryClient.getMutationCache().findAll({ mutationKey: MEMBER_CHOICE_CHANGE_KEY }).at(-1)?.state;
    await user.click(await screen.findByRole('button', { name: 'Choose Income Fund' }));
    await user.click(screen.getByRole('button', { name: 'Yes, change to Income Fund' }));
    expect(change()?.status).toBe('pending');
    view.unmount();
    await waitFor(() => expect(change()?.status).toBe('success'));
    expect(change()?.data).toMatchObject({
      Description: 'Income Fund',
      IsSelected: true,
    });
    await waitFor(() =>
      expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ Description: 'Income Fund' })),
    );
  });

  it('does not show a change it did not start (one made before it was shown)', async () => {
    const user = userEvent.setup();
    const first = renderInProvider(<MemberChoice />);
    await user.click(await screen.findByRole('button', { name: 'Choose Income Fund' }));
    await user.click(screen.getByRole('button', { name: 'Yes, change to Income Fund' }));
    await screen.findByText('Congratulations');
    first.unmount();
    renderInProvider(<MemberChoice />);
    await waitFor(() =>
      expect(screen.getByText('Your current choice:').textContent).toBe('Your current choice: Income Fund'),
    );
    expect(screen.queryByText('Congratulations')).toBeNull();
  });

  it('shows the error when the change fails, and tells the host', async () => {
    sandbox.injectFault({ method: 'POST', path: '/v4/api/retirementinvestments/**', status: 500, body: {} });
    const user = userEvent.setup();
    const onFailed = vi.fn();
    renderInProvider(<MemberChoice onFailed={onFailed} />);
    await user.click(await screen.findByRole('button', { name: 'Choose Income Fund' }));
    await user.click(screen.getByRole('button', { name: 'Yes, change to Income Fund' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Oops, something went wrong.');
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith({ message: 'Oops, something went wrong.', status: 500 }),
    );
    expect(screen.getByText('Your current choice:').textContent).toBe('Your current choice: Growth Fund');
  });
});
