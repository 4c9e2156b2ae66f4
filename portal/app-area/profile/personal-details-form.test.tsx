import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { loginSucceeded, logout } from '../../../src/session';
import { pressAndExpectSummary } from '../../../src/test/press-and-expect-summary';
import { TEST_ORIGIN } from '../../../src/test/render-in-provider';
import { fieldError } from '../../test/field-error';
import { renderPage } from '../../test/render-page';
import { PersonalDetailsForm } from './personal-details-form';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => logout());

const PARTY_PATH = '/v3/api/Parties/300145';
const AUTO_UPDATE_PATH = '/v4/api/parties/300145/identitynumberautoupdate';
const THANDI_AS_SENT = {
  PartyID: '300145',
  Title: 'Ms',
  Firstname: 'Thandi',
  Surname: 'Mokoena',
  IdentityNumber: '8804120123085',
  IsIdentitySA: true,
  Gender: 'F',
  DateOfBirth: '1988-04-12T00:00:00',
  AllowMarketingConsent: true,
};

async function open() {
  const page = renderPage(<PersonalDetailsForm />, '/app/editprofile?section=personal');
  const form = await screen.findByRole('form', { name: 'Edit Personal Details' });
  return { page, form, user: userEvent.setup() };
}

const input = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const group = (name: string) => screen.getByRole('group', { name });
/** The date of birth's three inputs, read as a person writes the date: '12 4 1988'. */
const birthPart = (part: 'Day' | 'Month' | 'Year') =>
  within(group('Date of birth')).getByRole('textbox', { name: part }) as HTMLInputElement;
const dateOfBirth = () => (['Day', 'Month', 'Year'] as const).map((part) => birthPart(part).value).join(' ');
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const writes = () =>
  sandbox.received
    .list()
    .filter((entry) => entry.method === 'PUT')
    .map((entry) => [entry.path, entry.body]);

const checks = () =>
  sandbox.received
    .list()
    .filter((entry) => entry.path.includes('/validateidentitynumberfull/'))
    .map((entry) => entry.path);

async function replace(user: UserEvent, field: HTMLInputElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('<PersonalDetailsForm>', () => {
  it("loads Thandi's details into the form, with Save disabled while nothing has changed", async () => {
    const { form } = await open();
    expect((within(form).getByRole('combobox', { name: 'Title' }) as HTMLSelectElement).value).toBe('Ms');
    expect(input('First name').value).toBe('Thandi');
    expect(input('Surname').value).toBe('Mokoena');
    expect(input('Identity number').value).toBe('8804120123085');
    expect(
      (screen.getByRole('checkbox', { name: /not a South African citizen/ }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(radio('Female').checked).toBe(true);
    expect(radio('Male').checked).toBe(false);
    expect(dateOfBirth()).toBe('12 4 1988');
    const birthHintId = group('Date of birth').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(birthHintId)?.textContent).toBe('For example, 12 4 1988');
    expect(radio('Yes').checked).toBe(true);
    expect(save().disabled).toBe(true);
    expect(screen.getByText('Change something to save it.')).toBeTruthy();
  });

  it("offers the spec's titles in its order, an empty title as '(none)', and Female or Male", async () => {
    const { form } = await open();
    const titles = within(within(form).getByRole('combobox', { name: 'Title' })).getAllByRole('option');
    expect(titles.map((option) => option.textContent)).toEqual([
      'Dr',
      'Mr',
      'Mrs',
      'Ms',
      'Rev',
      'Sister',
      'Sr',
      'To Be Advised',
      'Master',
      'Miss',
      'Prof',
      'Estate Late',
      'Judge',
      '(none)',
    ]);
    expect(
      within(group('Sex'))
        .getAllByRole('radio')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['F', 'M']);
    expect(radio('Female').value).toBe('F');
  });

  it('offers Save once something changed, and not after it is changed back or discarded', async () => {
    const { user } = await open();
    await user.type(input('First name'), 'we');
    expect(save().disabled).toBe(false);
    expect(screen.queryByText('Change something to save it.')).toBeNull();
    await user.type(input('First name'), '{Backspace}{Backspace}');
    expect(save().disabled).toBe(true);
    await user.click(radio('No'));
    expect(save().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(radio('Yes').checked).toBe(true);
    expect(save().disabled).toBe(true);
  });

  it.each([
    ['first name', 'First name', '', 'Your first name is required'],
    ['surname', 'Surname', '   ', 'Your surname is required'],
    ['identity number', 'Identity number', '', 'Your Identity number is required'],
    ['identity number', 'Identity number', '8804120123086', 'Not a valid SA ID Number'],
    ['identity number', 'Identity number', '880412012308', 'Not a valid SA ID Number'],
  ])('refuses a %s of %j: %s', async (_rule, label, value, message) => {
    const { user } = await open();
    await replace(user, input(label), value);
    expect(fieldError(input(label))).toBe(message);
    expect(input(label).getAttribute('aria-invalid')).toBe('true');
    await pressAndExpectSummary(user, save(), [message]);
    expect(writes()).toEqual([]);
  });

  it('lets the date of birth and sex differ from the ID number: they are shown, not demanded', async () => {
    const { user } = await open();
    await replace(user, birthPart('Day'), '13');
    await user.click(radio('Male'));
    expect(fieldError(group('Date of birth'))).toBeUndefined();
    expect(fieldError(group('Sex'))).toBeUndefined();
    expect(save().disabled).toBe(false);
  });

  it('asks for the whole date of birth: a part left empty is named beside the field and in the summary, whose link lands on Day', async () => {
    const { user } = await open();
    await replace(user, birthPart('Year'), '');
    await user.tab();
    expect(fieldError(group('Date of birth'))).toBe('Please enter your date of birth');
    expect(birthPart('Day').getAttribute('aria-invalid')).toBe('true');
    const summary = await pressAndExpectSummary(user, save(), ['Please enter your date of birth']);
    await user.click(within(summary).getByRole('link', { name: 'Please enter your date of birth' }));
    await waitFor(() => expect(document.activeElement).toBe(birthPart('Day')));
    expect(writes()).toEqual([]);
  });

  it('fills the date of birth and sex from a changed ID number', async () => {
    const { user } = await open();
    // Sipho-like number: born 23 September 1985, male (5124 ≥ 5000); any valid one will do.
    await replace(user, input('Identity number'), '9101015000083');
    expect(dateOfBirth()).toBe('1 1 1991');
    expect(radio('Male').checked).toBe(true);
    expect(screen.getAllByText('Taken from your ID number.')).toHaveLength(2);
  });

  it("takes a passport number when 'I am not a South African citizen' is ticked", async () => {
    const { user } = await open();
    await replace(user, input('Identity number'), 'A12345678');
    expect(fieldError(input('Identity number'))).toBe('Not a valid SA ID Number');
    await user.click(screen.getByRole('checkbox', { name: /not a South African citizen/ }));
    const passport = input('Passport number');
    expect(passport.value).toBe('A12345678');
    expect(fieldError(passport)).toBeUndefined();
    expect(passport.getAttribute('aria-invalid')).toBeNull();
    expect(save().disabled).toBe(false);
  });

  it('saves a valid change, returns to My Profile with the banner, and leaves the identity number alone', async () => {
    const { page, user } = await open();
    await replace(user, input('First name'), '  Thandiwe ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Title' }), 'Dr');
    await user.click(radio('No'));
    await user.click(save());
    await waitFor(() =>
      expect(page.navigations).toEqual([{ to: '/app/profile?saved=personal', replace: false }]),
    );
    expect(page.location.history.at(-1)).toBe('/app/profile?saved=personal');
    expect(writes()).toEqual([
      [
        PARTY_PATH,
        {
          PartyID: '300145',
          Title: 'Dr',
          Firstname: 'Thandiwe',
          Surname: 'Mokoena',
          IdentityNumber: '8804120123085',
          IsIdentitySA: true,
          Gender: 'F',
          DateOfBirth: '1988-04-12',
          AllowMarketingConsent: false,
        },
      ],
    ]);
    expect(sandbox.store.partyByUsername(THANDI_USERNAME)?.personal.Firstname).toBe('Thandiwe');
  });

  it('asks the full check, then sends a changed ID number through identitynumberautoupdate, which sets date of birth and sex', async () => {
    const { page, user } = await open();
    await replace(user, input('Identity number'), '9101015000083');
    expect(fieldError(input('Identity number'))).toBeUndefined();
    await user.click(save());
    await waitFor(() =>
      expect(page.navigations.map((navigation) => navigation.to)).toEqual(['/app/profile?saved=personal']),
    );
    expect(checks()).toEqual(['/v4/api/parties/300145/validateidentitynumberfull/9101015000083']);
    expect(writes()).toEqual([
      [AUTO_UPDATE_PATH, { IdentityNumber: '9101015000083' }],
      [
        PARTY_PATH,
        expect.objectContaining({
          IdentityNumber: '9101015000083',
          IsIdentitySA: true,
          DateOfBirth: '1991-01-01',
          Gender: 'M',
        }),
      ],
    ]);
    expect(sandbox.store.partyByUsername(THANDI_USERNAME)?.personal).toMatchObject({
      DateOfBirth: expect.stringMatching(/^1991-01-01/),
      Gender: 'M',
    });
  });

  it('shows beside the field an ID number the API refuses, and saves nothing', async () => {
    const { page, user } = await open();
    // Sipho's number: valid, but another party's. The check does not say whose number is whose (it
    // answers as for a free one); the change itself is refused, and that refusal shows.
    await replace(user, input('Identity number'), '8509235124080');
    await user.click(save());
    await waitFor(() =>
      expect(fieldError(input('Identity number'))).toBe(
        'The identity number is already registered to another account.',
      ),
    );
    expect(writes()).toEqual([
      ['/v4/api/parties/300145/identitynumberautoupdate', { IdentityNumber: '8509235124080' }],
    ]);
    expect(sandbox.store.party('300145')?.personal.IdentityNumber).toBe('8804120123085');
    expect(page.navigations).toEqual([]);
  });

  it('costs no call for a number the browser already refuses', async () => {
    const { user } = await open();
    await replace(user, input('Identity number'), '8804120123086');
    await pressAndExpectSummary(user, save(), ['Not a valid SA ID Number']);
    expect(checks()).toEqual([]);
  });

  it("saves a passport holder's other changes without touching the passport number", async () => {
    sandbox.injectFault({
      method: 'GET',
      path: PARTY_PATH,
      status: 200,
      body: { ...THANDI_AS_SENT, IdentityNumber: 'A1234567', IsIdentitySA: false },
    });
    const { page, user } = await open();
    expect(
      (screen.getByRole('checkbox', { name: /not a South African citizen/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(input('Passport number').value).toBe('A1234567');
    await user.click(radio('No'));
    await user.click(save());
    await waitFor(() =>
      expect(page.navigations.map((navigation) => navigation.to)).toEqual(['/app/profile?saved=personal']),
    );
    expect(writes()).toEqual([
      [
        PARTY_PATH,
        expect.objectContaining({
          IdentityNumber: 'A1234567',
          IsIdentitySA: false,
          AllowMarketingConsent: false,
        }),
      ],
    ]);
  });

  it('shows a refused save at the top of the form and keeps what was typed', async () => {
    sandbox.injectFault({
      method: 'PUT',
      path: PARTY_PATH,
      status: 400,
      body: { IsError: true, ErrorDescription: 'Your details could not be saved.', StatusCode: 400 },
    });
    const { page, form, user } = await open();
    await replace(user, input('First name'), 'Thandiwe');
    await user.click(radio('No'));
    await user.click(save());
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Your details could not be saved.');
    expect(
      alert.compareDocumentPosition(input('First name')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await waitFor(() => expect(alert.parentElement?.contains(document.activeElement)).toBe(true));
    expect(input('First name').value).toBe('Thandiwe');
    expect(radio('No').checked).toBe(true);
    expect(save().disabled).toBe(false);
    expect(page.navigations).toEqual([]);
    expect(sandbox.store.partyByUsername(THANDI_USERNAME)?.personal.Firstname).toBe('Thandi');
  });

  it('shows a server error at the top and lets the customer try again', async () => {
    let failures = 1;
    sandbox.server.use(
      http.put(`${TEST_ORIGIN}${PARTY_PATH}`, () => {
        if (failures-- > 0) return new HttpResponse(null, { status: 500 });
        return undefined;
      }),
    );
    const { page, user } = await open();
    await replace(user, input('Surname'), 'Mokoena-Dube');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Oops, something went wrong.');
    expect(input('Surname').value).toBe('Mokoena-Dube');
    await user.click(save());
    await waitFor(() =>
      expect(page.navigations.map((navigation) => navigation.to)).toEqual(['/app/profile?saved=personal']),
    );
    expect(sandbox.store.partyByUsername(THANDI_USERNAME)?.personal.Surname).toBe('Mokoena-Dube');
  });

  it("shows 'Oops! Something went wrong.' when the details cannot be loaded", async () => {
    sandbox.injectFault({ method: 'GET', path: PARTY_PATH, status: 500 });
    renderPage(<PersonalDetailsForm />, '/app/editprofile?section=personal');
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Something went wrong.');
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('<PersonalDetailsForm> where the spec is silent', () => {
  it('saves a new passport number with the details alone: partyidentitynumber takes SA ID numbers only', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('checkbox', { name: /not a South African citizen/ }));
    await replace(user, input('Passport number'), 'A12345678');
    await user.click(save());
    await waitFor(() => expect(writes().map(([path]) => path)).toEqual([PARTY_PATH]));
    expect(writes()[0]?.[1]).toMatchObject({ IdentityNumber: 'A12345678', IsIdentitySA: false });
  });

  it('once something changed, says what a save would refuse when a stored answer breaks a rule', async () => {
    sandbox.server.use(
      http.get(`${TEST_ORIGIN}${PARTY_PATH}`, () =>
        HttpResponse.json({ ...THANDI_AS_SENT, AllowMarketingConsent: null }),
      ),
    );
    const { user } = await open();
    expect(screen.queryByText('Please select an option for marketing consent')).toBeNull();
    await user.type(input('First name'), 'we');
    expect(fieldError(group('May we send you news and offers?'))).toBe(
      'Please select an option for marketing consent',
    );
    await pressAndExpectSummary(user, save(), ['Please select an option for marketing consent']);
    expect(writes()).toEqual([]);
  });

  // Issue 29: the names keep to the rules the API holds.
  it('bounds the names to 100 characters and refuses hidden control characters beside the field', async () => {
    const { user } = await open();
    expect(input('First name').maxLength).toBe(100);
    expect(input('Surname').maxLength).toBe(100);
    await replace(user, input('First name'), 'Tha\u202endi');
    await user.tab();
    const message = fieldError(input('First name')) ?? '';
    expect(message).toMatch(/^First name contains characters we cannot accept/);
    await pressAndExpectSummary(user, save(), [message]);
    expect(writes()).toEqual([]);
  });
});
