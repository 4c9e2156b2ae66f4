import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { logout, session } from '../../src/session';
import { renderInProvider } from '../../src/test/render-in-provider';
import { SignUp } from './sign-up';

const sandbox = setupSandbox();
afterEach(() => {
  logout();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const VALID_ID = '8001015009087';
const field = (label: RegExp) => screen.getByLabelText(label);

/** A date field's Day, Month and Year inputs, in the group its label names. */
const datePart = (label: RegExp, part: 'Day' | 'Month' | 'Year') =>
  within(screen.getByRole('group', { name: label })).getByLabelText(part);

/** Types a date into a DateField, day, month and year, as a person does: `4 12 2024`. */
async function typeDate(user: UserEvent, label: RegExp, day: string, month: string, year: string) {
  await user.type(datePart(label, 'Day'), day);
  await user.type(datePart(label, 'Month'), month);
  await user.type(datePart(label, 'Year'), year);
}
const next = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = (name: string) => screen.findByRole('heading', { name });

async function fillContact(user: UserEvent, email = 'zanele@example.co.za') {
  await user.type(field(/^First name/), 'Zanele');
  await user.type(field(/^Last name/), 'Khumalo');
  await user.type(field(/^Email address/), email);
  await user.click(next());
  await stepHeading('Step 2 of 3: Identity and contact');
}

async function fillIdentity(user: UserEvent) {
  await user.type(field(/^ID number/), VALID_ID);
  await user.type(field(/^Cellphone number/), '082 555 1234');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(next());
  await stepHeading('Step 3 of 3: Password');
}

async function fillPassword(user: UserEvent, password = 'Zanele2026') {
  await user.type(field(/^Password/), password);
  await user.type(field(/^Confirm password/), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const identityChecks = () =>
  sandbox.received.list().filter((entry) => entry.path.includes('/validateidentitynumberfull/'));

function stepPosts(step: number) {
  return sandbox.received
    .list()
    .filter(
      (entry) => entry.path === '/v4/api/parties/signup' && (entry.body as { Step?: number }).Step === step,
    );
}

describe('<SignUp> step 1', () => {
  it('starts at #step1 with its heading, the progress and a link to /login', () => {
    renderInProvider(<SignUp routing="hash" />);
    expect(window.location.hash).toBe('#step1');
    screen.getByRole('heading', { level: 2, name: 'Create an account' });
    screen.getByRole('heading', { level: 3, name: 'Step 1 of 3: Your details' });
    screen.getByRole('list', { name: 'Sign-up progress' });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('asks for first name, last name and a valid e-mail address, focusing the first', async () => {
    renderInProvider(<SignUp routing="hash" />);
    await userEvent.type(field(/^Email address/), 'zanele@');
    await userEvent.click(next());
    await screen.findByRole('link', { name: 'Please enter your first name' });
    screen.getByRole('link', { name: 'Please enter your last name' });
    screen.getByRole('link', { name: 'Please enter a valid email address' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' })),
    );
    expect(field(/^First name/).getAttribute('aria-invalid')).toBe('true');
    expect(stepPosts(1)).toEqual([]);
  });

  it('bounds the names to 100 characters, as the API does', () => {
    renderInProvider(<SignUp routing="hash" />);
    expect((field(/^First name/) as HTMLInputElement).maxLength).toBe(100);
    expect((field(/^Last name/) as HTMLInputElement).maxLength).toBe(100);
  });

  it('shows the server’s ValidationResult as dismissible alerts and stays on the step', async () => {
    renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await user.type(field(/^First name/), 'Thandi');
    await user.type(field(/^Last name/), 'Mokoena');
    await user.type(field(/^Email address/), THANDI_USERNAME);
    await user.click(next());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An account already exists for this email address.');
    screen.getByRole('heading', { name: 'Step 1 of 3: Your details' });
    expect(window.location.hash).toBe('#step1');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('<SignUp> on a host page', () => {
  it('keeps its step in memory by default: the host page’s URL is left alone', async () => {
    window.history.replaceState(null, '', '/join#/welcome');
    renderInProvider(<SignUp />);
    await screen.findByRole('heading', { name: 'Step 1 of 3: Your details' });
    expect(window.location.hash).toBe('#/welcome');
  });
});

describe('<SignUp> step 2', () => {
  it('moves to #step2, focuses its heading, pre-selects no consent and prefills the referral code', async () => {
    window.history.replaceState(null, '', '/refer?referral=THANDI26');
    renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await fillContact(user);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Step 2 of 3: Identity and contact' }),
      ),
    );
    expect(window.location.hash).toBe('#step2');
    expect(stepPosts(1)[0]?.body).toMatchObject({
      FirstName: 'Zanele',
      EmailAddress: 'zanele@example.co.za',
    });
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', false);
    const referral = field(/^Referral code/) as HTMLInputElement;
    expect(referral.value).toBe('THANDI26');
    expect(referral.placeholder).toBe('-----');
  });

  it('needs a valid SA ID number, cellphone and a consent answer', async () => {
    renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await fillContact(user);
    await user.type(field(/^ID number/), '8001015009086');
    await user.type(field(/^Cellphone number/), '123');
    await user.click(next());
    await screen.findByRole('link', { name: 'Please enter a valid ID number' });
    screen.getByRole('link', { name: 'Please enter a valid cellphone number' });
    screen.getByRole('link', { name: 'Please select an option for marketing consent' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' })),
    );
    expect(field(/^ID number/).getAttribute('aria-invalid')).toBe('true');
    expect(stepPosts(2)).toEqual([]);
    // The browser's check comes first: a malformed number costs no call.
    expect(identityChecks()).toEqual([]);
  });

  it("asks the API's full check before moving on, and stays on a number it refuses", async () => {
    renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await fillContact(user);
    sandbox.server.use(
      http.get('http://localhost/v4/api/parties/0/validateidentitynumberfull/:id', () =>
        HttpResponse.json({ IdentityNumber: VALID_ID, IsValid: false, DateOfBirth: null, Gender: null }),
      ),
    );
    await user.type(field(/^ID number/), VALID_ID);
    await user.type(field(/^Cellphone number/), '082 555 1234');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(next());
    await screen.findByRole('link', { name: 'Please enter a valid ID number' });
    screen.getByRole('heading', { name: 'Step 2 of 3: Identity and contact' });
    expect(stepPosts(2)).toEqual([]);
  });

  it('asks as party 0 without a token, then posts the step', async () => {
    renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await fillContact(user);
    await fillIdentity(user);
    const [check] = identityChecks();
    expect(check?.path).toBe(`/v4/api/parties/0/validateidentitynumberfull/${VALID_ID}`);
    expect(check?.headers.authorization).toBeUndefined();
    expect(stepPosts(2)).toHaveLength(1);
  });

  it('resets the whole step when switching between ID number and passport', async () => {
    window.history.replaceState(null, '', '/sign-up?referral=THANDI26');
    renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await fillContact(user);
    await user.type(field(/^ID number/), VALID_ID);
    await user.type(field(/^Cellphone number/), '082 555 1234');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.clear(field(/^Referral code/));
    await user.type(field(/^Referral code/), 'OTHER');
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    // The switch goes through the wizard's draft store, which tells React after the click.
    expect(await screen.findByLabelText(/^Passport number/)).toHaveProperty('value', '');
    expect(screen.queryByLabelText(/^ID number/)).toBeNull();
    expect((field(/^Cellphone number/) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', false);
    expect((field(/^Referral code/) as HTMLInputElement).value).toBe('THANDI26');
    await user.type(field(/^Passport number/), 'A123');
    await user.click(screen.getByRole('radio', { name: 'South African ID number' }));
    expect(await screen.findByLabelText(/^ID number/)).toHaveProperty('value', '');
  });

  it('checks the passport details, with the expiry after the issue date', async () => {
    renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    await user.click(next());
    await screen.findByRole('link', { name: 'Please enter a valid passport number' });
    screen.getByRole('link', { name: 'Please select passport country of issue' });
    screen.getByRole('link', { name: 'Please select passport issue date' });
    screen.getByRole('link', { name: 'Please select passport expiry date' });
    const country = field(/^Passport country of issue/) as HTMLSelectElement;
    await waitFor(() => within(country).getByRole('option', { name: 'Zimbabwe' }));
    expect(country.options[0]?.textContent).toBe('Select Country');
    await user.selectOptions(country, 'Zimbabwe');
    await user.type(field(/^Passport number/), 'A1234567');
    await typeDate(user, /^Passport issue date/, '1', '5', '2024');
    await typeDate(user, /^Passport expiry date/, '1', '4', '2024');
    await user.type(field(/^Cellphone number/), '082 555 1234');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await screen.findByRole('link', {
      name: 'Please check the appropriate dates. Expiry date cannot be before issue date',
    });
    expect(screen.queryByText('Please select passport issue date')).toBeNull();
    await user.click(next());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' })),
    );
    expect(datePart(/^Passport expiry date/, 'Day').getAttribute('aria-invalid')).toBe('true');
    expect(stepPosts(2)).toEqual([]);
  });

  it('shows an unknown referral code from the server and stays', async () => {
    renderInProvider(<SignUp referralCode="NOPE" />);
    const user = userEvent.setup();
    await fillContact(user);
    await user.type(field(/^ID number/), VALID_ID);
    await user.type(field(/^Cellphone number/), '082 555 1234');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(next());
    expect((await screen.findByRole('alert')).textContent).toContain('The referral code NOPE is not valid.');
    screen.getByRole('heading', { name: 'Step 2 of 3: Identity and contact' });
  });

  it('goes back to step 1 keeping what was typed', async () => {
    renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Step 1 of 3: Your details');
    expect((field(/^First name/) as HTMLInputElement).value).toBe('Zanele');
    expect(window.location.hash).toBe('#step1');
  });
});

describe('<SignUp> step 3 and account creation', () => {
  it('checks the password rule and the confirmation', async () => {
    renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await fillContact(user);
    await fillIdentity(user);
    expect(window.location.hash).toBe('#step3');
    expect(field(/^Password/).getAttribute('autocomplete')).toBe('new-password');
    await fillPassword(user, 'lowercase1');
    await screen.findByRole('link', {
      name: 'Password must contain lower and uppercase letters, a number and minimum of 8 chars',
    });
    await user.clear(field(/^Password/));
    await user.type(field(/^Password/), 'Zanele2026');
    await screen.findByRole('link', {
      name: "The confirmation password must match the password you've entered",
    });
  });

  it('resets the password step when going back from it', async () => {
    renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await fillContact(user);
    await fillIdentity(user);
    await user.type(field(/^Password/), 'Zanele2026');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Step 2 of 3: Identity and contact');
    expect((field(/^ID number/) as HTMLInputElement).value).toBe(VALID_ID);
    await user.click(next());
    await stepHeading('Step 3 of 3: Password');
    expect((field(/^Password/) as HTMLInputElement).value).toBe('');
  });

  it('creates the account, says so, logs in with the new credentials and goes to /app', async () => {
    const navigate = vi.fn();
    const onCreated = vi.fn();
    const onAuthenticated = vi.fn();
    renderInProvider(
      <SignUp
        redirect="/app"
        mobileRedirect="/download"
        navigate={navigate}
        onCreated={onCreated}
        onAuthenticated={onAuthenticated}
      />,
    );
    const user = userEvent.setup();
    await fillContact(user);
    await fillIdentity(user);
    await fillPassword(user);
    await screen.findByText('Account has been created, busy loggin you in...');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app'));
    expect(onCreated).toHaveBeenCalledWith({ emailAddress: 'zanele@example.co.za' });
    expect(onAuthenticated).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'zanele@example.co.za', referralCode: null }),
    );
    expect(session.auth.authenticated).toBe(true);
    const register = sandbox.received.list().find((entry) => entry.path === '/v4/api/parties/register');
    expect(register?.body).toMatchObject({
      FirstName: 'Zanele',
      IdNumber: VALID_ID,
      CellPhone: '082 555 1234',
      AllowMarketingConsent: false,
      Password: 'Zanele2026',
    });
    expect(register?.body).not.toHaveProperty('PassportNumber');
    expect(stepPosts(3)).toHaveLength(1);
  });

  it('creates an account with a passport', async () => {
    const navigate = vi.fn();
    renderInProvider(<SignUp redirect="/app" navigate={navigate} />);
    const user = userEvent.setup();
    await fillContact(user, 'kwame@example.co.za');
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    await user.type(field(/^Passport number/), 'G1234567');
    const country = field(/^Passport country of issue/) as HTMLSelectElement;
    await waitFor(() => within(country).getByRole('option', { name: 'Ghana' }));
    await user.selectOptions(country, 'Ghana');
    await typeDate(user, /^Passport issue date/, '1', '3', '2022');
    await typeDate(user, /^Passport expiry date/, '28', '2', '2032');
    await user.type(field(/^Cellphone number/), '+233 20 555 0101');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(next());
    await stepHeading('Step 3 of 3: Password');
    await fillPassword(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/app'));
    const register = sandbox.received.list().find((entry) => entry.path === '/v4/api/parties/register');
    expect(register?.body).toMatchObject({
      PassportNumber: 'G1234567',
      PassportCountryID: 87,
      PassportIssueDate: '2022-03-01',
      PassportExpiryDate: '2032-02-28',
      AllowMarketingConsent: true,
    });
    expect(register?.body).not.toHaveProperty('IdNumber');
  });

  it('goes to the mobile page instead on a phone when a referral code was used', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
    );
    window.history.replaceState(null, '', '/refer?referral=THANDI26');
    const navigate = vi.fn();
    renderInProvider(<SignUp redirect="/app" mobileRedirect="/download" navigate={navigate} />);
    const user = userEvent.setup();
    await fillContact(user);
    await fillIdentity(user);
    await fillPassword(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/download'));
  });

  it('shows the DisplayMessage when the account cannot be created', async () => {
    sandbox.injectFault({
      path: '/v4/api/parties/register',
      status: 400,
      body: {
        IsError: true,
        ErrorDescription: 'Duplicate',
        DisplayMessage: 'We could not create your account.',
      },
    });
    const onFailed = vi.fn();
    renderInProvider(<SignUp onFailed={onFailed} />);
    const user = userEvent.setup();
    await fillContact(user);
    await fillIdentity(user);
    await fillPassword(user);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not create your account.');
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith({ message: 'We could not create your account.', status: 400 }),
    );
    expect(session.auth.authenticated).toBe(false);
  });
});

describe('<SignUp> across a reload', () => {
  it('continues on step 2 with what was typed, and never keeps the password', async () => {
    const first = renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await fillContact(user);
    await user.type(field(/^ID number/), VALID_ID);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    first.unmount();

    renderInProvider(<SignUp routing="hash" />);
    screen.getByRole('heading', { name: 'Step 2 of 3: Identity and contact' });
    expect(window.location.hash).toBe('#step2');
    expect((field(/^ID number/) as HTMLInputElement).value).toBe(VALID_ID);
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    await user.type(field(/^Cellphone number/), '082 555 1234');
    await user.click(next());
    await stepHeading('Step 3 of 3: Password');
    await user.type(field(/^Password/), 'Zanele2026');
    const stored = sessionStorage.getItem('fg.draft.sign-up') ?? '';
    expect(JSON.parse(stored)).toMatchObject({ step: 2, draft: { FirstName: 'Zanele', IdNumber: VALID_ID } });
    expect(stored).not.toContain('Zanele2026');
  });

  it('starts afresh once the account is created', async () => {
    renderInProvider(<SignUp routing="hash" />);
    const user = userEvent.setup();
    await fillContact(user);
    await fillIdentity(user);
    await fillPassword(user);
    await screen.findByText('Account has been created, busy loggin you in...');
    await waitFor(() => expect(session.auth.authenticated).toBe(true));
    // The run finishes (and its draft is dropped) only once the login's outcome has come back to it.
    await waitFor(() => expect(sessionStorage.getItem('fg.draft.sign-up')).toBeNull());
  });
});
