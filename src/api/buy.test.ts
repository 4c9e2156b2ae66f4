import { describe, expect, it } from 'vitest';
import { NEW_USER_PARTY_ID, NEW_USER_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { createConfig } from '../config';
import { attributeValue } from '../domain/product-attributes';
import { read, write } from '../react/test/run-definition';
import { addBankDetailsMutation, banksQuery, latestBankDetailsQuery } from './bank-details';
import { productAttributesQuery, sourceOfFundsQuery } from './buy';
import { createApiClient } from './client';
import { DASHBOARD_KEY } from './dashboard-paths';
import { purchaseMutation } from './purchase';
import { fakeAuth } from './test/test-support';

const sandbox = setupSandbox();
const signal = new AbortController().signal;

async function clientOf(username: string, partyId: string) {
  const accessToken = await sandbox.tokenFor(username);
  const { port } = fakeAuth({ accessToken, partyId, username });
  return createApiClient({ config: createConfig(sandbox.origin), auth: port });
}

describe('buy calls', () => {
  it('reads the secured investment’s attributes: rates, minimum, documents, CanPurchase', async () => {
    const attributes = await read(
      productAttributesQuery(13),
      await clientOf(THANDI_USERNAME, THANDI_PARTY_ID),
    );
    expect(attributeValue(attributes, 'NominalRate')).toBe('7.5');
    expect(attributeValue(attributes, 'MaturityRate')).toBe('9.21');
    expect(attributeValue(attributes, 'MinimumInvestmentAmount')).toBe('5000');
    expect(attributeValue(attributes, 'CanPurchase')).toBe('1');
    expect(attributeValue(attributes, 'MDDUrl')).toMatch(/^http:\/\/.+\.pdf$/);
  });

  it('reads the sources of funds and the banks', async () => {
    const client = await clientOf(THANDI_USERNAME, THANDI_PARTY_ID);
    const sources = await read(sourceOfFundsQuery(), client, signal);
    expect(sources.map((source) => source.LookupValue)).toEqual([
      'Savings',
      'Bonus',
      'Inheritance',
      'Salary',
      'Other',
    ]);
    const banks = await read(banksQuery(), client, signal);
    expect(banks.map((bank) => bank.BankName)).toContain('FNB');
  });

  it('reads the latest bank details, null when there are none, and adds them', async () => {
    const thandi = await read(latestBankDetailsQuery(), await clientOf(THANDI_USERNAME, THANDI_PARTY_ID));
    expect(thandi).toMatchObject({ AccountHolderName: 'T Mokoena', BankName: expect.any(String) });
    const newUser = await clientOf(NEW_USER_USERNAME, NEW_USER_PARTY_ID);
    expect(await read(latestBankDetailsQuery(), newUser, signal)).toBeNull();
    const add = addBankDetailsMutation();
    await write(
      add,
      {
        AccountHolderName: 'N User',
        BankName: 'Capitec Bank',
        AccountNumber: '1234567890',
        BranchCode: '470010',
      },
      newUser,
    );
    expect(await read(latestBankDetailsQuery(), newUser, signal)).toMatchObject({
      BankName: 'Capitec Bank',
    });
    expect(add.invalidates).toEqual([['buy', 'bank-details']]);
  });

  it('posts a purchase as a form with the run’s key and the signed-in party: a repeat is answered, not bought again', async () => {
    const purchase = purchaseMutation('/v4/api/buy/SecuredInvestment');
    const thandi = await clientOf(THANDI_USERNAME, THANDI_PARTY_ID);
    const variables = {
      idempotencyKey: 'run-1',
      request: {
        Amount: 20000,
        ProductDescription: 'Fixed',
        IsDebit: false,
        CountryOfTaxResidenceID: 263,
        SourceOfFundsSelectedOption: 1,
        OtherSourceOfFunds: '',
        IsPIP: false,
        PurchaseMethod: 'Web Buy',
        InterestPayoutPercentage: 0,
        IsGrowthOption: true,
      },
    };
    const first = await write(purchase, variables, thandi);
    const again = await write(purchase, variables, thandi);
    expect(first.Reference).toMatch(/^SI\d+$/);
    expect(again).toEqual(first);
    expect(sandbox.store.state.records.purchases).toHaveLength(1);
    const [call] = sandbox.received.list().filter((received) => received.path.includes('/buy/'));
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call?.headers['idempotency-key']).toBe('run-1');
    expect(call?.body).toMatchObject({
      Amount: '20000',
      IsDebit: 'false',
      PurchaseMethod: 'Web Buy',
      PartyID: THANDI_PARTY_ID,
    });
    expect(purchase.invalidates).toEqual([DASHBOARD_KEY, ['buy', 'attributes']]);
  });
});
