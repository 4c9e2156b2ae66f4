import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_USER_PARTY_ID, NEW_USER_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { passesLuhn } from '../../../src/domain/sa-id-number';
import { TAX_REFERENCE_CHECK_DIGIT_MESSAGE, TAX_REFERENCE_MESSAGE } from '../../../src/domain/tax-reference';
import { loginSucceeded, logout } from '../../../src/session';
import { pressAndExpectSummary } from '../../../src/test/press-and-expect-summary';
import { TEST_ORIGIN } from '../../../src/test/render-in-provider';
import { fieldError } from '../../test/field-error';
import { renderPage } from '../../test/render-page';
import { TaxNumberSection } from './tax-number-section';

const sandbox = setupSandbox();

async function logIn(username: string) {
  loginSucceeded({ accessToken: await sandbox.tokenFor(username), refreshToken: 'x' });
}

beforeEach(() => logIn(THANDI_USERNAME));
afterEach(() => logout());

const TAX_PATH = '/V5/api/PartyTax';
/** Luhn-valid references other than Thandi's. */
const OTHER_VALID = '0123456782';
const VALID_STARTING_9 = '9123456783';

async function open() {
  renderPage(<TaxNumberSection />, '/app/editprofile?section=tax');
  const form = await screen.findByRole('form', { name: 'Tax number' });
  return { form, user: userEvent.setup() };
}

const input = () => screen.getByRole('textbox', { name: 'Income tax reference number' }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save tax number' }) as HTMLButtonElement;
const saves = () =>
  sandbox.received
    .list()
    .filter((entry) => entry.method === 'POST' && entry.path === TAX_PATH)
    .map((entry) => entry.body);
const stored = (partyId: string) =>
  sandbox.store.state.partyTax.find((entry) => entry.PartyID === partyId)?.TaxReferenceNumber;

async function replace(user: UserEvent, value: string) {
  await user.clear(input());
  if (value) await user.type(input(), value);
}

describe('<TaxNumberSection>', () => {
  it("loads Thandi's number, with Save disabled while it is unchanged", async () => {
    await open();
    expect(input().value).toBe('0001339050');
    expect(save().disabled).toBe(true);
    expect(fieldError(input())).toBeUndefined();
  });

  it('offers Save for a changed valid number, and not once it is changed back', async () => {
    const { user } = await open();
    await replace(user, OTHER_VALID);
    expect(fieldError(input())).toBeUndefined();
    expect(save().disabled).toBe(false);
    await replace(user, '0001339050');
    expect(save().disabled).toBe(true);
  });

  it.each([
    ['9 digits', '000133905', TAX_REFERENCE_MESSAGE],
    ['11 digits', '00013390500', TAX_REFERENCE_MESSAGE],
    ['a first digit of 4', '4123456784', TAX_REFERENCE_MESSAGE],
    ['a letter', '000133905a', TAX_REFERENCE_MESSAGE],
    ['a wrong check digit', '0001339051', TAX_REFERENCE_CHECK_DIGIT_MESSAGE],
  ])('refuses %s (%s)', async (_case, value, message) => {
    const { user } = await open();
    await replace(user, value);
    expect(fieldError(input())).toBe(message);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await pressAndExpectSummary(user, save(), [message]);
    expect(saves()).toEqual([]);
  });

  it('(fixture) the first-digit-4 number has a right check digit, so it is refused for its first digit alone', () => {
    expect(passesLuhn('4123456784')).toBe(true);
  });

  it.each([
    ['10 digits starting 0', OTHER_VALID],
    ['10 digits starting 9', VALID_STARTING_9],
  ])('takes %s', async (_case, value) => {
    const { user } = await open();
    await replace(user, value);
    expect(fieldError(input())).toBeUndefined();
    expect(save().disabled).toBe(false);
  });

  it('saves a number typed with spaces without them, and says so', async () => {
    const { user } = await open();
    await replace(user, '0123 456 782');
    expect(fieldError(input())).toBeUndefined();
    await user.click(save());
    expect((await screen.findByText('Your tax number has been saved.')).textContent).toBe(
      'Your tax number has been saved.',
    );
    expect(saves()).toEqual([{ PartyID: THANDI_PARTY_ID, TaxReferenceNumber: OTHER_VALID, CountryID: 263 }]);
    expect(stored(THANDI_PARTY_ID)).toBe(OTHER_VALID);
    await waitFor(() => expect(input().value).toBe(OTHER_VALID));
    expect(save().disabled).toBe(true);
  });

  it('hides the saved message once the number is changed again', async () => {
    const { user } = await open();
    await replace(user, OTHER_VALID);
    await user.click(save());
    await screen.findByText('Your tax number has been saved.');
    await user.type(input(), '{Backspace}');
    expect(screen.queryByText('Your tax number has been saved.')).toBeNull();
  });

  it('starts empty for a customer with no number on record, and saves one', async () => {
    await logIn(NEW_USER_USERNAME);
    const { user } = await open();
    expect(input().value).toBe('');
    expect(save().disabled).toBe(true);
    await user.type(input(), VALID_STARTING_9);
    await user.click(save());
    await screen.findByText('Your tax number has been saved.');
    expect(saves()).toEqual([
      { PartyID: NEW_USER_PARTY_ID, TaxReferenceNumber: VALID_STARTING_9, CountryID: 263 },
    ]);
    expect(stored(NEW_USER_PARTY_ID)).toBe(VALID_STARTING_9);
  });

  it('shows a failed save at the top of the form, focused, and keeps the typed number', async () => {
    sandbox.injectFault({ method: 'POST', path: TAX_PATH, status: 500 });
    const { form, user } = await open();
    await replace(user, OTHER_VALID);
    await user.click(save());
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('An error has occurred.');
    expect(alert.compareDocumentPosition(input()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(alert.parentElement?.contains(document.activeElement)).toBe(true));
    expect(input().value).toBe(OTHER_VALID);
    expect(screen.queryByText('Your tax number has been saved.')).toBeNull();
    expect(save().disabled).toBe(false);
    expect(stored(THANDI_PARTY_ID)).toBe('0001339050');
  });

  it('saves on a second try after a server error', async () => {
    let failures = 1;
    sandbox.server.use(
      http.post(`${TEST_ORIGIN}${TAX_PATH}`, () => {
        if (failures-- > 0) return new HttpResponse(null, { status: 500 });
        return undefined;
      }),
    );
    const { form, user } = await open();
    await replace(user, OTHER_VALID);
    await user.click(save());
    expect((await within(form).findByRole('alert')).textContent).toBe('Oops, something went wrong.');
    await user.click(save());
    await screen.findByText('Your tax number has been saved.');
    expect(stored(THANDI_PARTY_ID)).toBe(OTHER_VALID);
  });

  it("shows 'Oops! Something went wrong.' when the number cannot be loaded", async () => {
    sandbox.injectFault({ method: 'GET', path: `${TAX_PATH}/${THANDI_PARTY_ID}`, status: 500 });
    renderPage(<TaxNumberSection />, '/app/editprofile?section=tax');
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Something went wrong.');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
