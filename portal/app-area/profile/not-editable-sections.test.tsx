import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_USER_USERNAME, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { loginSucceeded, logout } from '../../../src/session';
import { renderPage } from '../../test/render-page';
import { BankDetailsSection, ContactDetailsSection } from './not-editable-sections';

const sandbox = setupSandbox();

async function signIn(username = THANDI_USERNAME) {
  loginSucceeded({ accessToken: await sandbox.tokenFor(username), refreshToken: 'x' });
}

beforeEach(() => signIn());
afterEach(() => logout());

/** A mailto link's address, subject and body, decoded. */
function mailto(link: HTMLElement) {
  const href = link.getAttribute('href') ?? '';
  expect(href.startsWith('mailto:')).toBe(true);
  const [address, query = ''] = href.slice('mailto:'.length).split('?');
  const params = new URLSearchParams(query.replaceAll('+', '%2B'));
  return { address, subject: params.get('subject'), body: params.get('body') ?? '' };
}

/** The e-mail link once the customer's name (its sign-off) has loaded. */
async function emailLink(name: string) {
  const link = await screen.findByRole('link', { name });
  await waitFor(() => expect(mailto(link).body).toMatch(/Kind regards,\n\S/));
  return link;
}

describe('<BankDetailsSection>', () => {
  it('asks for bank name, account number, branch code, the latest statement and a certified ID copy', async () => {
    renderPage(<BankDetailsSection />, '/app/editprofile?section=bank');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Edit Banking Details');
    const instruction = screen.getByText('These details cannot be changed online').closest('[role="status"]');
    expect(instruction?.textContent).toContain('e-mail us your bank name, account number and branch code');
    const email = mailto(await emailLink('E-mail a bank details change'));
    expect(email.address).toBe('clientservices@fedgroup.co.za');
    expect(email.subject).toBe('Please update my bank details');
    expect(email.body).toContain('Bank name: ');
    expect(email.body).toContain('Account number: ');
    expect(email.body).toContain('Branch code: ');
    expect(email.body).toMatch(/latest bank statement/);
    expect(email.body).toMatch(/certified copy of my ID or passport/);
    expect(email.body.endsWith('Kind regards,\nThandi Mokoena')).toBe(true);
  });

  it('shows the bank details on record, the account number masked', async () => {
    renderPage(<BankDetailsSection />, '/app/editprofile?section=bank');
    const record = await screen.findByLabelText('Your bank details on record');
    expect(record.tagName).toBe('DL');
    expect([...record.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      'T Mokoena',
      'Capitec Bank',
      '******7789',
      '470010',
    ]);
    expect(document.body.textContent).not.toContain('1452307789');
  });

  it('says there are none for a customer without bank details', async () => {
    await signIn(NEW_USER_USERNAME);
    renderPage(<BankDetailsSection />, '/app/editprofile?section=bank');
    expect(await screen.findByText('You do not have Bank Details Saved')).toBeTruthy();
    expect(mailto(await emailLink('E-mail a bank details change')).body).toMatch(/Lerato Nkosi$/);
  });
});

describe('<ContactDetailsSection>', () => {
  it('asks for proof of residence', async () => {
    renderPage(<ContactDetailsSection />, '/app/editprofile?section=contact');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Edit Contact Details');
    expect(screen.getByText(/with proof of residence \(not older than three months\)/)).toBeTruthy();
    const email = mailto(await emailLink('E-mail a contact details change'));
    expect(email.address).toBe('clientservices@fedgroup.co.za');
    expect(email.subject).toBe('Please update my contact details');
    expect(email.body).toMatch(/proof of residence/);
    expect(email.body).not.toMatch(/bank statement/);
    expect(email.body.endsWith('Kind regards,\nThandi Mokoena')).toBe(true);
  });

  it("shows the current contact details without 'Expo Push'", async () => {
    renderPage(<ContactDetailsSection />, '/app/editprofile?section=contact');
    expect(await screen.findByText('linkedin.com/in/thandimokoena')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Edit Contact Details' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Personal', 'Social', 'Other']);
    expect(section.textContent).not.toMatch(/Expo Push|ExponentPushToken/);
  });

  it("shows 'Oops! Something went wrong.' when the contact details cannot be loaded, and still offers the e-mail", async () => {
    sandbox.injectFault({ method: 'GET', path: '/v3/api/Parties/*/PartyContactDetails', status: 500 });
    renderPage(<ContactDetailsSection />, '/app/editprofile?section=contact');
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Something went wrong.');
    expect(screen.getByRole('link', { name: 'E-mail a contact details change' })).toBeTruthy();
  });

  it("says 'You do not have Contact Details Saved' when there are none", async () => {
    sandbox.injectFault({
      method: 'GET',
      path: '/v3/api/Parties/*/PartyContactDetails',
      status: 200,
      body: [],
    });
    renderPage(<ContactDetailsSection />, '/app/editprofile?section=contact');
    expect(await screen.findByText('You do not have Contact Details Saved')).toBeTruthy();
  });
});
