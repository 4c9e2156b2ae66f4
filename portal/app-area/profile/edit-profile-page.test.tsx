import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { loginSucceeded, logout } from '../../../src/session';
import { renderPage } from '../../test/render-page';
import { EditProfilePage } from './edit-profile-page';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => logout());

const open = (path: string) => renderPage(<EditProfilePage />, path);
const sideList = () => screen.getByRole('navigation', { name: 'Profile sections' });
const current = () =>
  within(sideList())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
const sectionHeading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('<EditProfilePage>', () => {
  it("lists the spec's four sections first, in its order, each linking to its ?section=", () => {
    open('/app/editprofile?section=personal');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit My Profile');
    const links = within(sideList()).getAllByRole('link');
    expect(links.slice(0, 4).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Edit Personal Details', '/app/editprofile?section=personal'],
      ['Edit Contact Details', '/app/editprofile?section=contact'],
      ['Edit Banking Details', '/app/editprofile?section=bank'],
      ['Edit Account Settings', '/app/editprofile?section=account'],
    ]);
  });

  it('opens the bank section for ?section=bank and marks its link as the current page', async () => {
    open('/app/editprofile?section=bank');
    expect(sectionHeading()).toBe('Edit Banking Details');
    expect(current()).toEqual(['Edit Banking Details']);
    expect(await screen.findByText('Capitec Bank')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
  });

  it.each([
    ['contact', 'Edit Contact Details'],
    ['account', 'Edit Account Settings'],
  ])('opens ?section=%s', (section, heading) => {
    open(`/app/editprofile?section=${section}`);
    expect(sectionHeading()).toBe(heading);
    expect(current()).toEqual([heading]);
  });

  it.each([
    '/app/editprofile',
    '/app/editprofile?section=unknown',
    '/app/editprofile?section=constructor',
    '/app/editprofile?section=BANK',
  ])('falls back to personal details at %s', async (path) => {
    open(path);
    expect(current()).toEqual(['Edit Personal Details']);
    const form = await screen.findByRole('form', { name: 'Edit Personal Details' });
    expect((within(form).getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe(
      'Thandi',
    );
  });

  it('switches section through the side list, keeping the choice in the URL', async () => {
    const page = open('/app/editprofile?section=bank');
    // The bank details first, or their absence after the switch would prove nothing.
    await screen.findByText('Capitec Bank');
    await userEvent.click(within(sideList()).getByRole('link', { name: 'Edit Account Settings' }));
    expect(page.location.history.at(-1)).toBe('/app/editprofile?section=account');
    expect(sectionHeading()).toBe('Edit Account Settings');
    expect(current()).toEqual(['Edit Account Settings']);
    expect(screen.queryByText('Capitec Bank')).toBeNull();
  });
});
