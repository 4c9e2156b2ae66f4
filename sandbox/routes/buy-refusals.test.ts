import { describe, expect, it } from 'vitest';
import { nbsp } from '../../src/test/nbsp';
import {
  NEW_USER_PARTY_ID,
  NEW_USER_USERNAME,
  SIPHO_PARTY_ID,
  SIPHO_USERNAME,
  THANDI_PARTY_ID,
  THANDI_USERNAME,
} from '../fixtures/ids';
import type { ProductList } from '../model/dashboard';
import { testSandbox } from '../testing/api-client';

// Each body here is one the wizard would never send: the API stand-in refuses it on its own.
const common = {
  IsDebit: false,
  CountryOfTaxResidenceID: 263,
  SourceOfFundsSelectedOption: 1,
  OtherSourceOfFunds: '',
  IsPIP: false,
  PurchaseMethod: 'Web Buy',
};
const secured = {
  ...common,
  PartyID: THANDI_PARTY_ID,
  Amount: 20000,
  ProductDescription: 'Fixed',
  InterestPayoutPercentage: 0,
  IsGrowthOption: true,
};

async function buying(username = THANDI_USERNAME) {
  const { api, sandbox } = testSandbox({ now: () => Date.UTC(2026, 10, 25, 9) });
  const token = await api.tokenOf(username);
  const post = (path: string, json: object) => api.post(path, { token, json });
  /** The customer's product member, as the wizard reads it before a unit trust post. */
  const member = async (partyId = THANDI_PARTY_ID, as = token) =>
    (await api.get(`/v3/api/Products/WillChannel/productMember/${partyId}`, { token: as })).body;
  /** A unit trust post of Thandi's with her own member, and `fields` over it. */
  const unitTrust = async (fields: object) =>
    post('/v4/api/buy/UnitTrust', {
      ...common,
      PartyID: THANDI_PARTY_ID,
      Members: [await member()],
      ...fields,
    });
  return { api, token, post, member, unitTrust, purchases: () => sandbox.store.state.records.purchases };
}

describe('purchase amounts are money', () => {
  it.each([
    [
      'a 20-digit amount',
      Number('99999999999999999999'),
      nbsp('The most you can invest online in one purchase is R50 000 000.00'),
    ],
    ['1e15', 1e15, nbsp('The most you can invest online in one purchase is R50 000 000.00')],
    ['1e308', 1e308, nbsp('The most you can invest online in one purchase is R50 000 000.00')],
    ['a third decimal', 5000.001, 'Please enter an amount in rand, such as 5000 or 5 000.00'],
  ])('refuses %s naming the field, and buys nothing', async (_, Amount, message) => {
    const { post, purchases } = await buying();
    const refused = await post('/v4/api/buy/SecuredInvestment', { ...secured, Amount });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ErrorDescription: message, PropertyName: 'Amount' });
    expect(purchases()).toHaveLength(0);
  });

  it('buys the maximum exactly, and keeps the balance in whole cents', async () => {
    const { post, api, token, purchases } = await buying(NEW_USER_USERNAME);
    const newUser = { ...secured, PartyID: NEW_USER_PARTY_ID };
    expect((await post('/v4/api/buy/SecuredInvestment', { ...newUser, Amount: 50_000_000 })).status).toBe(
      200,
    );
    expect((await post('/v4/api/buy/SecuredInvestment', { ...newUser, Amount: 50_000_000.01 })).status).toBe(
      400,
    );
    // 0.1 + 0.2 + 5000 is 5000.300000000000182 in floating point: it is R5 000.30, and kept as that.
    expect(
      (await post('/v4/api/buy/SecuredInvestment', { ...newUser, Amount: 0.1 + 0.2 + 5000 })).status,
    ).toBe(200);
    expect((await post('/v4/api/buy/SecuredInvestment', { ...newUser, Amount: 5000.2 })).status).toBe(200);
    expect(purchases().map((purchase) => purchase.Amount)).toEqual([50_000_000, 5000.3, 5000.2]);
    const summary = await api.get(`/v3/api/NebulaDashboard/${NEW_USER_PARTY_ID}/summary/2`, { token });
    expect(summary.body).toMatchObject({ Balance: 50_010_000.5 });
    const products = await api.get<ProductList>(`/v3/api/NebulaDashboard/${NEW_USER_PARTY_ID}/1/products`, {
      token,
    });
    expect(products.status).toBe(200);
  });

  it('holds unit trust totals to the maximum too', async () => {
    const { unitTrust } = await buying();
    const refused = await unitTrust({ FundChoices: [{ FundCode: 'FGBAL', LumpSumAmount: 100_000_001 }] });
    expect(refused.body).toMatchObject({
      ErrorDescription: nbsp(
        'Balanced Fund: The most you can invest online in one purchase is R100 000 000.00',
      ),
      PropertyName: 'FundChoices',
    });
  });
});

describe('the API refuses whatever the wizard refuses', () => {
  it('refuses a product whose CanPurchase is not 1 for the customer (Sipho’s tax-free savings)', async () => {
    const { post, api, token, purchases } = await buying(SIPHO_USERNAME);
    const attributes = (
      await api.get<{ Key: string; Value: string }[]>(
        '/v5/api/ProductSubTypes/158/ProductSubTypeAttributes',
        { token },
      )
    ).body;
    expect(attributes.find((attribute) => attribute.Key === 'CanPurchase')?.Value).toBe('0');
    const refused = await post('/v4/api/buy/TaxFreeInvestment', {
      ...common,
      PartyID: SIPHO_PARTY_ID,
      Amount: 5000,
    });
    expect(refused.body).toMatchObject({
      ErrorDescription: 'Not available online',
      PropertyName: 'CanPurchase',
    });
    expect(purchases()).toHaveLength(0);
  });

  it.each([0, -1, 999999])(
    'refuses the country of tax residence %i, which is not in the lookup',
    async (country) => {
      const { post } = await buying();
      const refused = await post('/v4/api/buy/SecuredInvestment', {
        ...secured,
        CountryOfTaxResidenceID: country,
      });
      expect(refused.body).toMatchObject({ StatusCode: 400, PropertyName: 'CountryOfTaxResidenceID' });
    },
  );

  it('refuses a debit order for a customer with no bank details on record, for every product', async () => {
    const { post, purchases } = await buying(NEW_USER_USERNAME);
    const newUser = { ...common, PartyID: NEW_USER_PARTY_ID, IsDebit: true };
    const bodies: [string, object][] = [
      ['/v4/api/buy/SecuredInvestment', { ...secured, ...newUser }],
      ['/v4/api/buy/TaxFreeInvestment', { ...newUser, RecurringAmount: 500 }],
      ['/v4/api/buy/UnitTrust', { ...newUser, FundChoices: [{ FundCode: 'FGBAL', MonthlyAmount: 500 }] }],
    ];
    for (const [path, body] of bodies) {
      const refused = await post(path, body);
      expect(refused.body, path).toMatchObject({
        ErrorDescription: 'A debit order needs your bank details: please add them first',
        PropertyName: 'IsDebit',
      });
    }
    expect(purchases()).toHaveLength(0);
  });

  it('refuses a monthly unit trust amount paid by EFT', async () => {
    const { unitTrust } = await buying();
    const refused = await unitTrust({
      FundChoices: [{ FundCode: 'FGBAL', LumpSumAmount: 5000, MonthlyAmount: 500 }],
    });
    expect(refused.body).toMatchObject({
      ErrorDescription: 'A monthly amount is collected by debit order: please choose Debit Order',
      PropertyName: 'IsDebit',
    });
  });

  it('refuses unit trust Members naming another customer, or none', async () => {
    const { api, member, unitTrust, purchases } = await buying();
    const sipho = await member(SIPHO_PARTY_ID, await api.tokenOf(SIPHO_USERNAME));
    for (const Members of [[sipho], [], [{ Firstname: 'Thandi' }]]) {
      const refused = await unitTrust({ FundChoices: [{ FundCode: 'FGBAL', LumpSumAmount: 5000 }], Members });
      expect(refused.body).toMatchObject({
        ErrorDescription: 'The product member must be you.',
        PropertyName: 'Members',
      });
    }
    expect(purchases()).toHaveLength(0);
  });

  it('refuses a debit order whose confirmed bank details are not the ones on record', async () => {
    const { unitTrust } = await buying();
    const refused = await unitTrust({
      IsDebit: true,
      FundChoices: [{ FundCode: 'FGBAL', MonthlyAmount: 500 }],
      ConfirmedBankDetail: { AccountNumber: '1234567890', BranchCode: '250655' },
    });
    expect(refused.body).toMatchObject({ PropertyName: 'ConfirmedBankDetail' });
  });

  it.each([
    [true, 100],
    [false, 0],
    [false, 50],
  ])('refuses IsGrowthOption %s with InterestPayoutPercentage %i, which disagree', async (growth, payout) => {
    const { post } = await buying();
    const refused = await post('/v4/api/buy/SecuredInvestment', {
      ...secured,
      IsGrowthOption: growth,
      InterestPayoutPercentage: payout,
    });
    expect(refused.body).toMatchObject({ PropertyName: 'IsGrowthOption' });
  });

  it('buys Income with all interest paid out', async () => {
    const { post } = await buying();
    const bought = await post('/v4/api/buy/SecuredInvestment', {
      ...secured,
      IsGrowthOption: false,
      InterestPayoutPercentage: 100,
    });
    expect(bought.status).toBe(200);
  });
});
