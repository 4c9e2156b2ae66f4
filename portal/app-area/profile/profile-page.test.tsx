import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_USER_USERNAME, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { loginSucceeded, logout } from '../../../src/session';
import { renderPage } from '../../test/render-page';
import { ProfilePage } from './profile-page';

const sandbox = setupSandbox();

async function signIn(username = THANDI_USERNAME) {
  loginSucceeded({ accessToken: await sandbox.tokenFor(username), refreshToken: 'x' });
}

beforeEach(() => signIn());
afterEach(() => logout());

const open = (path = '/app/profile') => renderPage(<ProfilePage />, path);
/** Opens My Profile and waits for its cards, which come together once every call has answered. */
async function openLoaded(path = '/app/profile') {
  const page = open(path);
  await screen.findByRole('region', { name: 'Personal Details' });
  return page;
}
const card = (title: string) => screen.getByRole('region', { name: title });

/** A card's term/value pairs, in order, once its details have loaded. */
async function detailsOf(title: string): Promise<string[][]> {
  await waitFor(() => expect(card(title).querySelector('dl')).not.toBeNull());
  return [...card(title).querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

/** The text a card shows below its header, once it is no longer loading. */
async function bodyOf(title: string): Promise<string> {
  await waitFor(() => expect(within(card(title)).queryByText(/^Loading your/)).toBeNull());
  const header = card(title).firstElementChild;
  return [...card(title).children]
    .filter((child) => child !== header)
    .map((child) => child.textContent)
    .join('');
}

describe('<ProfilePage> referral code', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("shows the customer's referral code, asked as Mobile Referral, with copy buttons and the link to share", async () => {
    await openLoaded();
    const referral = card('Refer a friend');
    await within(referral).findByText('THANDI26');
    const link = `${window.location.origin}/refer?referral=THANDI26`;
    expect(within(referral).getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    within(referral).getByRole('button', { name: 'Copy referral code' });
    within(referral).getByRole('button', { name: 'Copy referral link' });
    expect(within(referral).queryByRole('button', { name: 'Share link' })).toBeNull();
    const asked = sandbox.received.list().find((entry) => entry.path.endsWith('/referenceCode'));
    expect(asked?.query).toMatchObject({ type: 'Mobile Referral' });
  });

  it('offers the share sheet where the browser has one', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
    await openLoaded();
    const button = await within(card('Refer a friend')).findByRole('button', { name: 'Share link' });
    await userEvent.setup().click(button);
    expect(shared).toEqual([
      { title: 'Join me on FG Portal', url: `${window.location.origin}/refer?referral=THANDI26` },
    ]);
  });
});

describe('<ProfilePage>', () => {
  it('says it is loading until every card has its answer, then shows them all at once', async () => {
    const release = sandbox.hold('GET', '/v3/api/Parties/300145/PartyContactDetails');
    open();
    screen.getByText('Loading your profile');
    await waitFor(() =>
      expect(sandbox.received.list().some((entry) => entry.path === '/v3/api/Parties/300145')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Personal Details' })).toBeNull();
    release();
    await screen.findByRole('region', { name: 'Contact Details' });
    for (const title of ['Personal Details', 'Bank Details', 'Account Settings', 'Refer a friend']) {
      expect(within(card(title)).queryByText(/^Loading your/), title).toBeNull();
    }
  });

  it("shows Thandi's personal details, her ID number masked until she asks to see it", async () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Profile');
    expect(await detailsOf('Personal Details')).toEqual([
      ['Title', 'Ms'],
      ['First name', 'Thandi'],
      ['Surname', 'Mokoena'],
      ['Identity number', '880412 ••••• 85hidden, ends in 85Show'],
      ['South African citizen', 'Yes'],
      ['Sex', 'Female'],
      ['Date of birth', '12 Apr 1988'],
      ['Marketing consent', 'Yes'],
    ]);
    const personal = card('Personal Details');
    await userEvent.setup().click(within(personal).getByRole('button', { name: 'Show identity number' }));
    expect(await within(personal).findByText('8804120123085')).toBeTruthy();
    within(personal).getByRole('button', { name: 'Hide identity number' });
  });

  it("labels a non-citizen's number as a passport and an unanswered consent as such", async () => {
    sandbox.injectFault({
      method: 'GET',
      path: '/v3/api/Parties/300145',
      status: 200,
      body: {
        PartyID: '300145',
        Title: 'Ms',
        Firstname: 'Thandi',
        Surname: 'Mokoena',
        IdentityNumber: 'A1234567',
        IsIdentitySA: false,
        Gender: 'F',
        DateOfBirth: '1988-04-12T00:00:00',
        AllowMarketingConsent: null,
      },
    });
    open();
    const details = await detailsOf('Personal Details');
    expect(details).toContainEqual(['Passport number', '•••••• 67hidden, ends in 67Show']);
    within(card('Personal Details')).getByRole('button', { name: 'Show passport number' });
    expect(details).toContainEqual(['South African citizen', 'No']);
    expect(details).toContainEqual(['Marketing consent', 'Not answered']);
  });

  it("shows the contact details in their groups, without 'Expo Push'", async () => {
    open();
    expect(await detailsOf('Contact Details')).toEqual([
      ['Personal Email', 'thandi@example.co.za'],
      ['Personal Cellphone', '082 555 0143'],
      ['Business Email', 'thandi.mokoena@sizwe-eng.co.za'],
      ['Business Telephone', '011 555 0190'],
      ['Facebook', 'facebook.com/thandi.mokoena'],
      ['LinkedIn', 'linkedin.com/in/thandimokoena'],
      ['Residential Address', '14 Jacaranda Street, Parkhurst, Johannesburg, 2193'],
    ]);
    const groups = within(card('Contact Details')).getAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['Personal', 'Social', 'Other']);
    expect(card('Contact Details').textContent).not.toMatch(/Expo Push|ExponentPushToken/);
  });

  it('shows the latest bank details with the account number masked', async () => {
    open();
    expect(await detailsOf('Bank Details')).toEqual([
      ['Account holder', 'T Mokoena'],
      ['Bank', 'Capitec Bank'],
      ['Account number', '******7789'],
      ['Branch code', '470010'],
    ]);
    expect(document.body.textContent).not.toContain('1452307789');
  });

  it('shows the username and hides the password', async () => {
    open();
    expect(await detailsOf('Account Settings')).toEqual([
      ['Username', 'thandi@example.co.za'],
      ['Password', 'Hidden for your security'],
    ]);
  });

  it.each([
    ['Personal Details', 'personal'],
    ['Contact Details', 'contact'],
    ['Bank Details', 'bank'],
    ['Account Settings', 'account'],
  ])("links the '%s' card's Edit to its section", async (title, section) => {
    await openLoaded();
    const edit = within(card(title)).getByRole('link', { name: `Edit ${title}` });
    expect(edit.getAttribute('href')).toBe(`/app/editprofile?section=${section}`);
    expect(screen.getByRole('link', { name: `Edit ${title}` })).toBe(edit);
  });

  it("follows a card's Edit link to its section", async () => {
    const page = await openLoaded();
    await userEvent.click(screen.getByRole('link', { name: 'Edit Bank Details' }));
    expect(page.location.history.at(-1)).toBe('/app/editprofile?section=bank');
  });

  it.each([
    ['Personal Details', '/v3/api/Parties/300145'],
    ['Contact Details', '/v3/api/Parties/300145/PartyContactDetails'],
    ['Account Settings', '/v3/api/Parties/300145/PartyAuthentication'],
  ])("shows only 'Oops! Something went wrong.' in the %s card when its call fails", async (title, path) => {
    sandbox.injectFault({ method: 'GET', path, status: 500 });
    await openLoaded();
    const alert = await within(card(title)).findByRole('alert');
    expect(alert.textContent).toBe('Oops! Something went wrong.');
    expect(await bodyOf(title)).toBe('Oops! Something went wrong.');
    const others = ['Personal Details', 'Contact Details', 'Bank Details', 'Account Settings'].filter(
      (other) => other !== title,
    );
    for (const other of others) {
      expect((await detailsOf(other)).length).toBeGreaterThan(0);
      expect(within(card(other)).queryByRole('alert')).toBeNull();
    }
  });

  it("says 'You do not have Contact Details Saved' when there are none", async () => {
    sandbox.injectFault({
      method: 'GET',
      path: '/v3/api/Parties/*/PartyContactDetails',
      status: 200,
      body: [],
    });
    open();
    expect(await bodyOf('Contact Details')).toBe('You do not have Contact Details Saved');
  });

  it('counts only hidden or blank contact details as none', async () => {
    sandbox.injectFault({
      method: 'GET',
      path: '/v3/api/Parties/*/PartyContactDetails',
      status: 200,
      body: [
        { ContactFieldNameID: 16, ContactFieldName: 'Expo Push', FieldData: 'ExponentPushToken[x]' },
        { ContactFieldNameID: 9, ContactFieldName: 'Personal Email', FieldData: '  ' },
      ],
    });
    open();
    expect(await bodyOf('Contact Details')).toBe('You do not have Contact Details Saved');
  });

  it("counts a bank details load error as none: 'You do not have Bank Details Saved' (spec §8)", async () => {
    const fault = sandbox.injectFault({
      method: 'GET',
      path: '/v3/api/profile/*/PartyBankDetails',
      status: 500,
    });
    open();
    expect(await bodyOf('Bank Details')).toBe('You do not have Bank Details Saved');
    expect(sandbox.faults.list().find((entry) => entry.id === fault.id)?.hits).toBe(1);
    expect(within(card('Bank Details')).queryByRole('alert')).toBeNull();
  });

  it('says so when a new user has no bank details (the call answers 404)', async () => {
    await signIn(NEW_USER_USERNAME);
    open();
    expect(await bodyOf('Bank Details')).toBe('You do not have Bank Details Saved');
    expect((await detailsOf('Personal Details'))[1]).toEqual(['First name', 'Lerato']);
  });

  it("shows the banner of a change just saved, and clears '?saved' when it is dismissed", async () => {
    const page = open('/app/profile?saved=personal');
    const banner = screen.getByText('Your personal details have been saved.').closest('[role="status"]');
    if (!(banner instanceof HTMLElement)) throw new Error('The banner is not a status');
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(page.navigations).toEqual([{ to: '/app/profile', replace: true }]);
    expect(screen.queryByText('Your personal details have been saved.')).toBeNull();
  });

  it.each([
    ['username', 'Your username has been changed. Use it the next time you log in.'],
    ['password', 'Your password has been changed. Use it the next time you log in.'],
  ])('shows the banner for ?saved=%s', (saved, text) => {
    open(`/app/profile?saved=${saved}`);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each(['<script>alert(1)</script>', 'toString', ''])(
    'shows no banner for an unknown ?saved=%j',
    async (saved) => {
      open(`/app/profile?saved=${encodeURIComponent(saved)}`);
      await detailsOf('Personal Details');
      expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
      expect(document.body.textContent).not.toMatch(/have been saved|has been changed|script/);
    },
  );
});
