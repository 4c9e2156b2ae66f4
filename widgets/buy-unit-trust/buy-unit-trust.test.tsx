import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THANDI_PARTY_ID, THANDI_USERNAME } from '../../sandbox/app';
import { productAttributes, SUB_TYPE } from '../../sandbox/fixtures/product-attributes';
import { setupSandbox } from '../../sandbox/msw';
import { HOSTILE_ADDRESSES } from '../../src/domain/test/hostile-addresses';
import { loginSucceeded, logout } from '../../src/session';
import { pressAndExpectSummary } from '../../src/test/press-and-expect-summary';
import { renderInProvider, TEST_ORIGIN } from '../../src/test/render-in-provider';
import { BUY_MESSAGES } from '../buy';
import { BuyUnitTrust } from './buy-unit-trust';
import { UNIT_TRUST_MESSAGES } from './unit-trust-rules';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => {
  logout();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const next = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = (name: string) => screen.findByRole('heading', { name });

function withAttributes(changes: Record<string, string>) {
  sandbox.server.use(
    http.get(`${TEST_ORIGIN}/v5/api/ProductSubTypes/116/ProductSubTypeAttributes`, () =>
      HttpResponse.json(
        Object.entries({ ...productAttributes[SUB_TYPE.unitTrust], ...changes }).map(([Key, Value]) => ({
          Key,
          Value,
        })),
      ),
    ),
  );
}

async function toContributions(user: UserEvent, funds: string[]) {
  await stepHeading('Step 1 of 5: Choose your funds');
  for (const fund of funds) await user.click(screen.getByRole('checkbox', { name: fund }));
  await user.click(next());
  await stepHeading('Step 2 of 5: Source of funds');
  await user.click(screen.getByRole('radio', { name: 'Salary' }));
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(next());
  await stepHeading('Step 3 of 5: Your contributions');
}

describe('<BuyUnitTrust>', () => {
  it('offers the funds with risk, unit price as at DailyNavDate and fact sheet, and needs one chosen', async () => {
    const user = userEvent.setup();
    withAttributes({ DailyNavDate: '2026-11-24' });
    renderInProvider(<BuyUnitTrust />);
    const growth = await screen.findByRole('checkbox', { name: 'Growth Fund' });
    expect(growth.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText('Risk profile: Aggressive. Unit price (NAV) R31.0204 on 24 Nov 2026.');
    // A site path in the attributes is the API's, not the page's.
    expect(screen.getByRole('link', { name: /Growth Fund fact sheet/ }).getAttribute('href')).toBe(
      `${TEST_ORIGIN}/cms/uploads/growth-fund-fact-sheet.pdf`,
    );
    await pressAndExpectSummary(user, next(), [UNIT_TRUST_MESSAGES.chooseFund]);
    await stepHeading('Step 1 of 5: Choose your funds');
    await user.click(growth);
    await user.click(next());
    await stepHeading('Step 2 of 5: Source of funds');
  });

  it('shows no fact sheet link that is not http(s) (javascript:, data:, vbscript:, disguised)', async () => {
    withAttributes({
      FundInfo: JSON.stringify(
        HOSTILE_ADDRESSES.map((address, index) => ({
          FundCode: `X${index}`,
          FundName: `Fund X${index}`,
          FactSheetLink: address,
        })),
      ),
    });
    renderInProvider(<BuyUnitTrust />);
    await screen.findByRole('checkbox', { name: 'Fund X0' });
    expect(screen.queryByRole('link', { name: /fact sheet/i })).toBeNull();
  });

  it('stops at the first step with the product’s own texts when it cannot be bought online', async () => {
    withAttributes({ CanPurchase: '0' });
    renderInProvider(<BuyUnitTrust />);
    await stepHeading('Step 1 of 5: Choose your funds');
    await waitFor(() => expect(screen.getAllByText('Not available online')).toHaveLength(2));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(next()).toHaveProperty('disabled', true);
  });

  it('asks for a contribution per fund, in the order offered, with each field’s own message', async () => {
    const user = userEvent.setup();
    renderInProvider(<BuyUnitTrust />);
    await toContributions(user, ['Income Fund', 'Balanced Fund']);
    const groups = screen
      .getAllByRole('group')
      .filter((group) => within(group).queryAllByRole('textbox').length);
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Balanced Fund',
      'Income Fund',
    ]);
    await pressAndExpectSummary(user, next(), [
      UNIT_TRUST_MESSAGES.contributionFor('Balanced Fund'),
      UNIT_TRUST_MESSAGES.contributionFor('Income Fund'),
    ]);
    const balancedLumpSum = screen.getByRole('textbox', { name: 'Lump sum for the Balanced Fund (R)' });
    await user.type(balancedLumpSum, '1000');
    expect(balancedLumpSum.getAttribute('aria-invalid')).toBe('true');
    // The message's amount holds no-break spaces: matched as written, not with its whitespace collapsed.
    await screen.findAllByText(BUY_MESSAGES.minimumLumpSum(5000), {
      normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
    });
    await user.type(balancedLumpSum, '0');
    await user.type(screen.getByRole('textbox', { name: 'Monthly amount for the Income Fund (R)' }), '600');
    screen.getByText('In total: R10 000.00 now and R600.00 a month.');
    await user.click(next());
    await stepHeading('Step 4 of 5: Payment details');
  });

  it('shows the unit trust account and the customer’s own reference to pay by EFT', async () => {
    const user = userEvent.setup();
    renderInProvider(<BuyUnitTrust />);
    await toContributions(user, ['Growth Fund']);
    await user.type(screen.getByRole('textbox', { name: 'Lump sum for the Growth Fund (R)' }), '5000');
    await user.click(next());
    await stepHeading('Step 4 of 5: Payment details');
    const account = within(await screen.findByRole('region', { name: 'Where to pay' }));
    await account.findByText('022845117');
    account.getByText(`UT${THANDI_PARTY_ID}`);
    expect(
      sandbox.received.list().some((entry) => entry.path === '/v3/api/Products/UnitTrust/eftdetails'),
    ).toBe(true);
  });
});
