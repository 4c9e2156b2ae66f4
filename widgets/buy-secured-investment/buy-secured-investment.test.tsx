import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_USER_USERNAME, THANDI_USERNAME } from '../../sandbox/app';
import { productAttributes, SUB_TYPE } from '../../sandbox/fixtures/product-attributes';
import { setupSandbox } from '../../sandbox/msw';
import { BRANCH_CODE_MESSAGES } from '../../src/domain/bank-branch';
import { formatCalendarDate } from '../../src/domain/calendar-date';
import { firstDebitDate } from '../../src/domain/tax-free-months';
import { loginSucceeded, logout } from '../../src/session';
import { nbsp } from '../../src/test/nbsp';
import { pressAndExpectSummary } from '../../src/test/press-and-expect-summary';
import { renderInProvider, TEST_ORIGIN } from '../../src/test/render-in-provider';
import { BUY_MESSAGES } from '../buy';
import { receiptKey } from '../buy/kept-receipt';
import { PURCHASE_FAILURE_TEXT } from '../buy/purchase-failure';
import { receiptOf } from '../buy/purchase-receipt';
import { BuySecuredInvestment } from './buy-secured-investment';

const sandbox = setupSandbox();

async function signIn(username = THANDI_USERNAME) {
  loginSucceeded({ accessToken: await sandbox.tokenFor(username), refreshToken: 'x' });
}

beforeEach(() => signIn());
afterEach(() => {
  logout();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const next = (name = 'Next') => screen.getByRole('button', { name });
const stepHeading = (name: string) => screen.findByRole('heading', { name });
const bankDetailsSaved = () =>
  sandbox.received.list().filter((entry) => entry.method === 'POST' && /PartyBankDetails$/i.test(entry.path));
const purchases = () =>
  sandbox.received.list().filter((entry) => entry.path === '/v4/api/buy/SecuredInvestment');

/** Walks to the payment step with valid answers (Salary, not a PIP, R20 000 Growth). */
async function toPayment(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await stepHeading('Step 2 of 5: Source of funds');
  await user.click(screen.getByRole('radio', { name: 'Salary' }));
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(next());
  await stepHeading('Step 3 of 5: Investment options');
  screen.getByText('Rate preference: Fixed');
  await user.type(screen.getByRole('textbox', { name: /Amount to invest/ }), '20000');
  await user.click(next());
  await stepHeading('Step 4 of 5: Payment details');
}

async function toConfirm(user: UserEvent) {
  await toPayment(user);
  await user.click(next());
  await stepHeading('Step 5 of 5: Check and confirm');
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
}

describe('<BuySecuredInvestment>', () => {
  it('stops at investment details with the product’s own texts when it cannot be bought online', async () => {
    sandbox.server.use(
      http.get(`${TEST_ORIGIN}/v5/api/ProductSubTypes/13/ProductSubTypeAttributes`, () =>
        HttpResponse.json(
          Object.entries({ ...productAttributes[SUB_TYPE.securedInvestment], CanPurchase: '0' }).map(
            ([Key, Value]) => ({ Key, Value }),
          ),
        ),
      ),
    );
    renderInProvider(<BuySecuredInvestment />);
    await stepHeading('Step 1 of 5: Investment details');
    // The alert's title, and the reason beside the disabled Next: the one business reason it is disabled.
    await waitFor(() => expect(screen.getAllByText('Not available online')).toHaveLength(2));
    screen.getByText(/You have reached the limit for buying this product online/);
    expect(next()).toHaveProperty('disabled', true);
  });

  it('says why the product could not be loaded and tries again on request', async () => {
    let broken = true;
    sandbox.server.use(
      http.get(`${TEST_ORIGIN}/v5/api/ProductSubTypes/13/ProductSubTypeAttributes`, () =>
        broken ? HttpResponse.json({ Message: 'Down' }, { status: 503 }) : undefined,
      ),
    );
    const onFailed = vi.fn();
    renderInProvider(<BuySecuredInvestment onFailed={onFailed} />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    // Hosts hear of it from an effect, just after the render.
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    broken = false;
    await userEvent.click(retry);
    await stepHeading('Step 1 of 5: Investment details');
  });

  it('shows the FAIS disclosure and announces each step to the host', async () => {
    const onStep = vi.fn();
    renderInProvider(<BuySecuredInvestment onStep={onStep} />);
    // Not under the loading status: the step replacing it would push the disclosure down the page.
    screen.getByText('Loading');
    expect(screen.queryByText(/execution-only purchase/)).toBeNull();
    await stepHeading('Step 1 of 5: Investment details');
    screen.getByText(/execution-only purchase/);
    await waitFor(() => expect(onStep).toHaveBeenLastCalledWith({ index: 0, id: 'investment-details' }));
    await userEvent.click(next());
    await waitFor(() => expect(onStep).toHaveBeenLastCalledWith({ index: 1, id: 'source-of-funds' }));
  });

  it('a debit order shows the latest bank details masked, and needs them confirmed and the mandate accepted', async () => {
    const user = userEvent.setup();
    renderInProvider(<BuySecuredInvestment />);
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: /Debit Order/ }));
    const details = await screen.findByRole('region', { name: 'Bank details for the debit order' });
    await within(details).findByText('******7789');
    within(details).getByText('Capitec Bank');
    within(details).getByText(/approve the debit order \(DebiCheck\)/);
    expect(within(details).queryByText('1452307789')).toBeNull();
    await pressAndExpectSummary(user, next(), [BUY_MESSAGES.bankDetailsConfirmed]);
    await stepHeading('Step 4 of 5: Payment details');
    await user.click(within(details).getByRole('checkbox', { name: /These are my bank details/ }));
    await user.click(next());
    await stepHeading('Step 5 of 5: Check and confirm');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await pressAndExpectSummary(user, next('Confirm'), [BUY_MESSAGES.mandateAccepted]);
    expect(purchases()).toHaveLength(0);
    // The mandate names the amount, when, the account and the first date (DESIGN.md §4 d).
    const first = formatCalendarDate(firstDebitDate(new Date()));
    expect(screen.getByLabelText('What you pay').textContent).toBe(
      nbsp(`Debited once on ${first}R20 000.00`),
    );
    await user.click(
      screen.getByRole('checkbox', {
        name: new RegExp(
          `^I authorise Fedgroup to debit R[\\d\\s]+\\.00 once, on ${first}, from Capitec Bank \\*+7789\\.$`,
        ),
      }),
    );
    await user.click(next('Confirm'));
    await stepHeading('Application received');
    expect(purchases()[0]?.body).toMatchObject({ IsDebit: 'true' });
  });

  it('with no bank details on record, the customer adds them, with the rules checked, and then confirms them', async () => {
    logout();
    await signIn(NEW_USER_USERNAME);
    const user = userEvent.setup();
    renderInProvider(<BuySecuredInvestment />);
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: /Debit Order/ }));
    const save = await screen.findByRole('button', { name: 'Save bank details' });
    await user.click(save);
    screen.getByText('Please select your bank');
    screen.getByText('Please enter the 6-digit branch code');
    screen.getByText('Please enter your account number (6 to 16 digits)');
    screen.getByText('Please enter the name of the account holder');
    await waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: /Bank/ }).querySelectorAll('option').length,
      ).toBeGreaterThan(1),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Bank/ }), 'ABSA Bank');
    const code = screen.getByRole('textbox', { name: /Branch code/ });
    expect(code).toHaveProperty('value', '632005');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '40123456789');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'N User');
    // A code that is none of the bank's branches is refused before anything is sent.
    await user.clear(code);
    await user.type(code, '999999');
    await waitFor(() => screen.getByText(BRANCH_CODE_MESSAGES.unknown));
    await user.click(save);
    expect(bankDetailsSaved()).toHaveLength(0);
    // The branch is chosen from the bank's branches whose code starts with the digits typed.
    await user.clear(code);
    await user.type(code, '63');
    const branch = screen.getByRole('combobox', { name: /^Branch/ });
    await waitFor(() => within(branch).getByRole('option', { name: 'Sandton City (631809)' }));
    await user.selectOptions(branch, '631809');
    expect(code).toHaveProperty('value', '631809');
    await waitFor(() => expect(screen.queryByText(BRANCH_CODE_MESSAGES.unknown)).toBeNull());
    await user.click(save);
    const confirm = await screen.findByRole('checkbox', { name: /These are my bank details/ });
    screen.getByText('*******6789');
    await user.click(confirm);
    expect(next()).toHaveProperty('disabled', false);
  });

  it('starts the check with the product and its rates, then lists every answer with a Change link back to its step', async () => {
    const user = userEvent.setup();
    renderInProvider(<BuySecuredInvestment />);
    await toConfirm(user);
    const lists = screen.getAllByRole('heading', { name: /^(Product|Your answers)$/ });
    expect(lists.map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      'H4 Product',
      'H4 Your answers',
    ]);
    const product = screen.getAllByRole('term')[0]?.closest('dl');
    expect(product?.getAttribute('aria-label')).toBe('Product');
    expect(
      [...(product?.querySelectorAll('dt') ?? [])].map(
        (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
      ),
    ).toEqual([
      'Product: Secured Investment',
      'Nominal rate: 7.5% a year',
      'Maturity rate: 9.21% a year',
      'First-year effective rate: 7.76% a year',
      'Five-year effective rate: 9.21% a year',
    ]);
    const answers = screen.getByLabelText('Your answers');
    within(answers).getByText('R20 000.00');
    // The totals box (DESIGN §4 d): an EFT lump sum is what is paid now, and nothing more.
    expect(screen.getByLabelText('What you pay').textContent).toBe(nbsp('Pay now by EFTR20 000.00'));
    screen.getByText('Salary');
    await screen.findByText('South Africa');
    for (const answer of ['investment option', 'source of funds', 'country of tax residence', 'payment']) {
      screen.getByRole('button', { name: `Change ${answer}` });
    }
    await user.click(screen.getByRole('button', { name: 'Change amount' }));
    await stepHeading('Step 3 of 5: Investment options');
    expect(screen.getByRole('textbox', { name: /Amount to invest/ })).toHaveProperty('value', '20 000.00'); // tidied when it was left
  });

  it('a lost answer to Confirm says the outcome is not known, focused, and its Try again buys once, with the same key', async () => {
    sandbox.injectFault({ path: '/v4/api/buy/SecuredInvestment', dropConnection: true, times: 1 });
    const onPurchased = vi.fn();
    const user = userEvent.setup();
    renderInProvider(<BuySecuredInvestment onPurchased={onPurchased} />);
    await toConfirm(user);
    await user.click(next('Confirm'));
    const panel = await screen.findByRole('region', { name: PURCHASE_FAILURE_TEXT.unknown.title });
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(panel.textContent).toContain(PURCHASE_FAILURE_TEXT.unknown.money);
    expect(panel.textContent).toContain('The connection was lost before our system answered.');
    expect(panel.textContent).toContain(PURCHASE_FAILURE_TEXT.unknown.safeRetry);
    screen.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' });
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    await stepHeading('Application received');
    const [lost, retried] = purchases();
    expect(retried?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);
    expect(sandbox.store.state.records.purchases).toHaveLength(1);
    expect(onPurchased).toHaveBeenCalledTimes(1);
    expect(onPurchased).toHaveBeenCalledWith({
      reference: expect.stringMatching(/^SI\d+$/),
      product: 'Secured Investment',
      amount: 20000,
    });
  });

  it('a Confirm answered 500 says no money has been taken, in one panel, focused; Try again at the bottom buys once', async () => {
    sandbox.injectFault({ path: '/v4/api/buy/SecuredInvestment', status: 500, times: 1 });
    const onFailed = vi.fn();
    const user = userEvent.setup();
    renderInProvider(<BuySecuredInvestment onFailed={onFailed} />);
    await toConfirm(user);
    await user.click(next('Confirm'));
    const panel = await screen.findByRole('region', { name: PURCHASE_FAILURE_TEXT.notBought.title });
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(panel.getAttribute('aria-describedby')).toBe(
      within(panel).getByText('No money has been taken.').id,
    );
    expect(panel.textContent).toContain('Something went wrong on our side. Your answers are kept.');
    expect(within(panel).getByRole('link', { name: 'Call 0860 334 768' }).getAttribute('href')).toBe(
      'tel:0860334768',
    );
    // One message per failure: the API's own words do not show again beside the panel.
    expect(screen.queryByText('An error has occurred.')).toBeNull();
    expect(onFailed).toHaveBeenCalledWith({
      message: `${PURCHASE_FAILURE_TEXT.notBought.title}. Something went wrong on our side.`,
      status: 500,
    });
    const [, bottom] = screen.getAllByRole('button', { name: 'Try again' });
    if (!bottom) throw new Error('no Try again under the answers');
    await user.click(bottom);
    await stepHeading('Application received');
    expect(new Set(purchases().map((purchase) => purchase.headers['idempotency-key'])).size).toBe(1);
    expect(sandbox.store.state.records.purchases).toHaveLength(1);
  });

  it('Cancel purchase asks first: Keep buying stays; Yes leaves for the platform (or the host’s return-url) and forgets the run', async () => {
    const onCancelled = vi.fn();
    const user = userEvent.setup();
    renderInProvider(<BuySecuredInvestment returnUrl="/marketing/thanks" onCancelled={onCancelled} />);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await stepHeading('Step 2 of 5: Source of funds');
    await user.click(screen.getByRole('radio', { name: 'Salary' }));
    const cancel = screen.getByRole('link', { name: 'Cancel purchase' });
    expect(cancel.getAttribute('href')).toBe('/marketing/thanks');
    expect(cancel.getAttribute('aria-haspopup')).toBe('dialog');

    await user.click(cancel);
    const asked = screen.getByRole('dialog', { name: 'Cancel this purchase?' });
    within(asked).getByText('Your answers will be cleared and nothing will be bought.');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(asked).getByRole('button', { name: 'Keep buying' })),
    );
    await user.click(within(asked).getByRole('button', { name: 'Keep buying' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cancel);
    expect(onCancelled).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Salary' })).toHaveProperty('checked', true);

    // Escape keeps buying too.
    await user.click(cancel);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(cancel);
    const leave = within(screen.getByRole('dialog', { name: 'Cancel this purchase?' })).getByRole('link', {
      name: 'Yes, cancel purchase',
    });
    expect(leave.getAttribute('href')).toBe('/marketing/thanks');
    leave.addEventListener('click', (event) => event.preventDefault());
    await user.click(leave);
    expect(onCancelled).toHaveBeenCalledTimes(1);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('fg.draft.'))).toEqual([]);
  });

  it('a receipt kept for the tab (a reload after the purchase) is read with the later chunk and shown, not a new run', async () => {
    const receipt = receiptOf(
      {
        reference: 'SI4242',
        productName: 'Secured Investment',
        paymentType: 'EFT',
        lumpSums: [{ label: 'Amount', amount: 20000 }],
        monthly: [],
      },
      new Date(),
      '',
    );
    sessionStorage.setItem(receiptKey('secured-investment'), JSON.stringify(receipt));
    renderInProvider(<BuySecuredInvestment />);
    await stepHeading('Application received');
    await screen.findAllByText(/SI4242/);
    expect(screen.queryByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeNull();
  });

  it('a kept receipt that does not read as one is dropped, and the run starts at its first step', async () => {
    sessionStorage.setItem(
      receiptKey('secured-investment'),
      JSON.stringify({ reference: '', lumpSums: 'x' }),
    );
    renderInProvider(<BuySecuredInvestment />);
    await stepHeading('Step 1 of 5: Investment details');
    expect(sessionStorage.getItem(receiptKey('secured-investment'))).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Application received' })).toBeNull();
  });
});
