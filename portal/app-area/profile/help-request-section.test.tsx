import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THANDI_PARTY_ID, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { loginSucceeded, logout } from '../../../src/session';
import { fieldError } from '../../test/field-error';
import { renderPage } from '../../test/render-page';
import { HELP_MESSAGE_MAX, HelpRequestSection } from './help-request-section';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => logout());

const HELP_PATH = `/v4/api/parties/${THANDI_PARTY_ID}/messagerequests`;

async function open() {
  renderPage(<HelpRequestSection />, '/app/editprofile?section=help');
  const form = await screen.findByRole('form', { name: 'Ask us for help' });
  return { form, user: userEvent.setup() };
}

const subject = () => screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
const message = () => screen.getByRole('textbox', { name: /^How can we help\?/ }) as HTMLTextAreaElement;
const send = () => screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement;
const sent = () =>
  sandbox.received
    .list()
    .filter((entry) => entry.method === 'POST' && entry.path === HELP_PATH)
    .map((entry) => ({ query: entry.query, body: entry.body }));
const countHint = (textarea: HTMLElement) =>
  (textarea.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('part') === 'hint')?.textContent;

describe('<HelpRequestSection>', () => {
  it('refuses an empty message with the error summary, focused, and sends nothing', async () => {
    const { form, user } = await open();
    await user.click(send());
    const summary = await within(form).findByRole('alert');
    const heading = within(summary).getByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      within(summary).getByRole('link', { name: 'Please tell us what you need help with' }),
    ).toBeTruthy();
    expect(fieldError(message())).toBe('Please tell us what you need help with');
    expect(sent()).toEqual([]);
  });

  it('refuses a message of spaces alone', async () => {
    const { user } = await open();
    fireEvent.change(message(), { target: { value: '    ' } });
    await user.click(send());
    await waitFor(() => expect(fieldError(message())).toBe('Please tell us what you need help with'));
    expect(sent()).toEqual([]);
  });

  it('the summary link leads to the message', async () => {
    const { user } = await open();
    await user.click(send());
    await user.click(await screen.findByRole('link', { name: 'Please tell us what you need help with' }));
    expect(document.activeElement).toBe(message());
  });

  it(`refuses ${HELP_MESSAGE_MAX + 1} characters, and counts them`, async () => {
    const { form, user } = await open();
    fireEvent.change(message(), { target: { value: 'a'.repeat(HELP_MESSAGE_MAX + 1) } });
    expect(countHint(message())).toBe(`${HELP_MESSAGE_MAX + 1} of ${HELP_MESSAGE_MAX} characters`);
    await user.click(send());
    const summary = await within(form).findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Please keep your message to 2000 characters' }),
    ).toBeTruthy();
    expect(fieldError(message())).toBe('Please keep your message to 2000 characters');
    expect(sent()).toEqual([]);

    // Back to the limit, the message clears and the request goes.
    fireEvent.change(message(), { target: { value: 'a'.repeat(HELP_MESSAGE_MAX) } });
    expect(fieldError(message())).toBeUndefined();
    await user.click(send());
    await screen.findByText(/^Your request number is \d+\./);
    expect(sent()).toHaveLength(1);
  });

  it('sends the trimmed request, clears the form and says what happens next', async () => {
    const { user } = await open();
    await user.type(subject(), '  My unit trust statement ');
    fireEvent.change(message(), { target: { value: '\n  Where can I find my 2025 tax certificate?  \n' } });
    await user.click(send());
    const title = await screen.findByText('We have received your request');
    const confirmation = title.closest('[role="status"]') as HTMLElement;
    expect(sent()).toEqual([
      {
        query: { action: 'Help' },
        body: { Subject: 'My unit trust statement', Message: 'Where can I find my 2025 tax certificate?' },
      },
    ]);
    const stored = sandbox.store.state.records.messageRequests.at(-1);
    expect(stored).toBeDefined();
    // The username comes from the account settings, read beside the form.
    await waitFor(() =>
      expect(confirmation.textContent).toBe(
        `We have received your requestYour request number is ${stored?.ID}. A consultant will reply by e-mail to ${THANDI_USERNAME} within two working days.`,
      ),
    );
    expect(subject().value).toBe('');
    expect(message().value).toBe('');
    expect(countHint(message())).toBe(`0 of ${HELP_MESSAGE_MAX} characters`);
    expect(fieldError(message())).toBeUndefined();
  });

  it('sends a request without a subject', async () => {
    const { user } = await open();
    await user.type(message(), 'Please call me');
    await user.click(send());
    await screen.findByText(/^Your request number is \d+\./);
    expect(sent().map((request) => request.body)).toEqual([{ Subject: '', Message: 'Please call me' }]);
  });

  it('says when a send failed, focused, and keeps the message to send again', async () => {
    sandbox.injectFault({ method: 'POST', path: HELP_PATH, status: 500, times: 1 });
    const { form, user } = await open();
    await user.type(subject(), 'Statement');
    await user.type(message(), 'Where is my statement?');
    await user.click(send());
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('We could not send your request. Please try again.');
    await waitFor(() => expect(alert.parentElement?.contains(document.activeElement)).toBe(true));
    expect(subject().value).toBe('Statement');
    expect(message().value).toBe('Where is my statement?');
    expect(screen.queryByText(/^Your request number is/)).toBeNull();

    await user.click(send());
    await screen.findByText(/^Your request number is \d+\./);
    expect(screen.queryByText('We could not send your request. Please try again.')).toBeNull();
    expect(sandbox.store.state.records.messageRequests.at(-1)).toMatchObject({
      PartyID: THANDI_PARTY_ID,
    });
  });

  // Issue 29: the same rules as the API, and its throttle in words.
  it('bounds the subject and the message, as the API does', async () => {
    await open();
    expect(subject().maxLength).toBe(150);
    expect(message().maxLength).toBe(HELP_MESSAGE_MAX);
  });

  it('refuses a message with control characters and a subject with a direction override, and sends nothing', async () => {
    const { form, user } = await open();
    // (A text input drops line breaks itself; the API refuses them in a subject: sandbox/routes/profile-limits.test.ts.)
    fireEvent.change(subject(), { target: { value: 'Invoice \u202efdp.exe' } });
    fireEvent.change(message(), { target: { value: 'Hi\u0000 \u001b[31mthere' } });
    await user.click(send());
    await within(form).findByRole('alert');
    expect(fieldError(subject())).toMatch(/^Subject contains characters we cannot accept/);
    expect(fieldError(message())).toMatch(/^Your message contains characters we cannot accept/);
    expect(sent()).toEqual([]);
    // Line breaks are a message's own.
    fireEvent.change(subject(), { target: { value: 'Statement' } });
    fireEvent.change(message(), { target: { value: 'Line one\nLine two' } });
    await user.click(send());
    await screen.findByText(/^Your request number is \d+\./);
  });

  it('after 5 requests in an hour, says how long to wait, in the login form’s words', async () => {
    const { form, user } = await open();
    for (let request = 1; request <= 6; request += 1) {
      await user.type(message(), `Request ${request}`);
      await user.click(send());
      if (request <= 5) await waitFor(() => expect(message().value).toBe(''));
    }
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect(message().value).toBe('Request 6');
    expect(sandbox.store.state.records.messageRequests).toHaveLength(5);
  });
});
