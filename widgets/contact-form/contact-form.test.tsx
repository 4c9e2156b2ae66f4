import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THANDI_PARTY_ID, THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout } from '../../src/session';
import { headerOf } from '../../src/test/header-of';
import { pressAndExpectSummary } from '../../src/test/press-and-expect-summary';
import { renderInProvider } from '../../src/test/render-in-provider';
import { ANALYTICS_CLIENT_ID_KEY, forgetAnalyticsClientId } from './analytics-client-id';
import { ContactForm } from './contact-form';

const sandbox = setupSandbox();
beforeEach(() => forgetAnalyticsClientId());
afterEach(() => logout());

const SUCCESS = 'Your request was submitted successfully';
const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
const contactRequests = () =>
  sandbox.received.list().filter((entry) => entry.path === '/v3/api/SignUp/ContactMe');

async function fillIn(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await userEvent.type(field(name), value);
}

describe('<ContactForm>', () => {
  it('heads the form with the product and labels every field of the contact request', () => {
    renderInProvider(<ContactForm product="Settlement Trusts" />);
    screen.getByRole('heading', { level: 2, name: 'Settlement Trusts' });
    screen.getByRole('form', { name: 'Settlement Trusts' });
    expect(field('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(field('Last name').getAttribute('autocomplete')).toBe('family-name');
    expect(field('Email address').getAttribute('type')).toBe('email');
    expect(field('Contact number').getAttribute('type')).toBe('tel');
    expect(field('Contact number')).toHaveProperty('required', true);
    expect(field('Contact number').getAttribute('maxlength')).toBe('30');
    expect(field('Message').tagName).toBe('TEXTAREA');
    // Spec §5: every field is described as required (only the number and the e-mail's format are checked).
    for (const name of ['First name', 'Last name', 'Email address', 'Contact number', 'Message']) {
      expect(field(name)).toHaveProperty('required', true);
    }
  });

  it('falls back to "Contact us" for a missing or unusable product name', () => {
    renderInProvider(<ContactForm product={'Unit\u0000Trust'} />);
    screen.getByRole('heading', { level: 2, name: 'Contact us' });
  });

  it('asks for the contact number when Submit is pressed without one, the button never disabled', async () => {
    const user = userEvent.setup();
    renderInProvider(<ContactForm />);
    await fillIn({ 'First name': 'Thandi', 'Email address': 'thandi@example.co.za', Message: 'Call me' });
    await pressAndExpectSummary(user, submit(), ['Please enter your contact number']);
    expect(contactRequests()).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Please enter your contact number' }));
    expect(document.activeElement).toBe(field('Contact number'));
    await fillIn({ 'Contact number': '0825550143' });
    await user.click(submit());
    await screen.findByText(SUCCESS);
  });

  it("says 'Please enter your contact number' for a number nobody can call, tied to the field", async () => {
    renderInProvider(<ContactForm />);
    await fillIn({ 'Contact number': 'call me' });
    await userEvent.click(submit());
    const number = field('Contact number');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' })),
    );
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(number)).toEqual(['Please enter your contact number']);
    expect(contactRequests()).toHaveLength(0);
  });

  it('keeps the errors up to date after a failed submit, including an emptied contact number', async () => {
    renderInProvider(<ContactForm />);
    await fillIn({ 'Email address': 'thandi@', 'Contact number': '082 555 0143' });
    await userEvent.click(submit());
    // The summary arrives with its own code and takes focus: wait for it before typing on.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' })),
    );
    expect(describedBy(field('Email address'))).toEqual(['Please enter a valid email address']);
    expect(field('Contact number').hasAttribute('aria-invalid')).toBe(false);
    await userEvent.clear(field('Contact number'));
    expect(describedBy(field('Contact number'))).toEqual(['Please enter your contact number']);
    await userEvent.type(field('Email address'), 'example.co.za');
    expect(field('Email address').hasAttribute('aria-invalid')).toBe(false);
  });

  it.each(['011 555 1234 ext 12', '(011) 555-1234', '+27 82 555 0143'])(
    'takes %j, a number as people write it',
    async (number) => {
      renderInProvider(<ContactForm />);
      await fillIn({ 'Contact number': number });
      await userEvent.click(submit());
      await screen.findByText(SUCCESS);
      expect(contactRequests()[0]?.body).toMatchObject({ ContactNo: number });
    },
  );

  it('checks the e-mail format only when an address is given', async () => {
    renderInProvider(<ContactForm />);
    await fillIn({ 'Email address': '   ', 'Contact number': '+27 (82) 555-0143' });
    await userEvent.click(submit());
    await screen.findByText(SUCCESS);
    expect(contactRequests()[0]?.body).toMatchObject({ EmailAddress: '', ContactNo: '+27 (82) 555-0143' });
  });

  it('sends nothing and moves focus to the summary, whose first link leads to the first error', async () => {
    renderInProvider(<ContactForm />);
    await fillIn({ 'Email address': 'not-an-address', 'Contact number': 'call me' });
    await userEvent.click(submit());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' })),
    );
    await userEvent.click(screen.getAllByRole('link')[0] as HTMLElement);
    expect(document.activeElement).toBe(field('Email address'));
    expect(describedBy(field('Email address'))).toEqual(['Please enter a valid email address']);
    expect(describedBy(field('Contact number'))).toEqual(['Please enter your contact number']);
    expect(contactRequests()).toHaveLength(0);
  });

  // Issue 29: the texts are held to the API's character rule (src/domain/text-rules.ts) before sending, so
  // a NUL, an ANSI escape or a bidi override shows its message beside the field instead of a 400 after.
  it.each([
    ['First name', 'a NUL', 'Thandi\u0000'],
    ['Last name', 'a right-to-left override', 'Mokoena\u202e'],
    ['Message', 'an ANSI escape', 'Please call\u001b[31m me'],
    ['Message', 'a BEL', 'Call me\u0007'],
  ])('refuses a %s with %s beside the field, and sends nothing', async (name, _what, value) => {
    const label = name;
    renderInProvider(<ContactForm />);
    await fillIn({ 'Contact number': '082 555 0143' });
    await userEvent.click(field(name));
    await userEvent.paste(value);
    await userEvent.click(submit());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' })),
    );
    expect(field(name).getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field(name))).toEqual([
      `${label} contains characters we cannot accept (such as line breaks or hidden control characters)`,
    ]);
    expect(contactRequests()).toHaveLength(0);
  });

  it('keeps the line breaks of a message, as the API does', async () => {
    renderInProvider(<ContactForm />);
    await fillIn({ 'Contact number': '082 555 0143' });
    await userEvent.click(field('Message'));
    await userEvent.paste('Please call\r\nafter five,\tthanks');
    await userEvent.click(submit());
    await screen.findByText(SUCCESS);
    expect(contactRequests()).toHaveLength(1);
  });

  it('posts the request without a token, with the product, department and a kept analytics client id', async () => {
    const onSubmitted = vi.fn();
    renderInProvider(<ContactForm product="Unit Trust" onSubmitted={onSubmitted} />);
    await fillIn({
      'First name': ' Lerato ',
      'Last name': 'Nkosi',
      'Email address': 'lerato@example.co.za',
      'Contact number': '063 555 0127',
      Message: 'Please call after 5',
    });
    await userEvent.click(submit());
    await screen.findByText(SUCCESS);

    const clientID = sessionStorage.getItem(ANALYTICS_CLIENT_ID_KEY);
    expect(clientID).toMatch(/^\d+\.\d+$/);
    const expected = {
      FirstName: 'Lerato',
      LastName: 'Nkosi',
      EmailAddress: 'lerato@example.co.za',
      ContactNo: '063 555 0127',
      Message: 'Please call after 5',
      clientID,
      PartyID: null,
      Product: 'Unit Trust',
      RecipientDepartment: 'Sales',
    };
    const [request] = contactRequests();
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual(expected);
    expect(headerOf(request?.headers, 'authorization')).toBeUndefined();
    expect(headerOf(request?.headers, 'platformversion')).toBe('1.0.870');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expected));
    expect(sandbox.store.state.records.contactRequests[0]?.Product).toBe('Unit Trust');
  });

  it("sends the signed-in user's PartyID, and 'General enquiry' when no product is named", async () => {
    sessionStorage.setItem(ANALYTICS_CLIENT_ID_KEY, '1234567.1767225600');
    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'refresh' });
    renderInProvider(<ContactForm />);
    await fillIn({ 'Contact number': '082 555 0143' });
    await userEvent.click(submit());
    await screen.findByText(SUCCESS);
    expect(contactRequests()[0]?.body).toMatchObject({
      PartyID: THANDI_PARTY_ID,
      Product: 'General enquiry',
      clientID: '1234567.1767225600',
      EmailAddress: '',
    });
    expect(headerOf(contactRequests()[0]?.headers, 'authorization')).toBeUndefined();
  });

  it('disables every field after success, shows the success text and moves focus to it', async () => {
    renderInProvider(<ContactForm />);
    await fillIn({ 'Contact number': '082 555 0143' });
    await userEvent.click(submit());
    const message = await screen.findByText(SUCCESS);
    for (const name of ['First name', 'Last name', 'Email address', 'Contact number', 'Message']) {
      expect(field(name)).toHaveProperty('disabled', true);
    }
    expect(submit()).toHaveProperty('disabled', true);
    expect(message.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute('part')).toBe('outcome'));
  });

  it('shows the error, tells the host and keeps the form usable when the post fails', async () => {
    sandbox.injectFault({ method: 'POST', path: '/v3/api/SignUp/ContactMe', status: 500, times: 1 });
    const onFailed = vi.fn();
    renderInProvider(<ContactForm onFailed={onFailed} />);
    await fillIn({ 'Contact number': '082 555 0143' });
    await userEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('An error has occurred.');
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith({ message: 'An error has occurred.', status: 500 }),
    );
    expect(field('Contact number')).toHaveProperty('disabled', false);
    await userEvent.click(submit());
    await screen.findByText(SUCCESS);
  });

  it('can be completed with the keyboard alone', async () => {
    const onSubmitted = vi.fn();
    renderInProvider(<ContactForm product="Wills" onSubmitted={onSubmitted} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(field('First name'));
    await user.keyboard('Sipho');
    await user.tab();
    await user.keyboard('Dlamini');
    await user.tab();
    await user.keyboard('sipho@example.co.za');
    await user.tab();
    await user.keyboard('071 555 0198');
    await user.tab();
    await user.keyboard('About a will');
    await user.tab();
    expect(document.activeElement).toBe(submit());
    await user.keyboard('{Enter}');
    await screen.findByText(SUCCESS);
    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith(
        expect.objectContaining({ FirstName: 'Sipho', ContactNo: '071 555 0198', Product: 'Wills' }),
      ),
    );
  });
});
