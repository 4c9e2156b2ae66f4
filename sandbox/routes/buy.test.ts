import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { bankDetailSchema } from '../../src/api/bank-details';
import { productMemberSchema } from '../../src/api/product-member';
import { nbsp } from '../../src/test/nbsp';
import { NEW_USER_PARTY_ID, NEW_USER_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../fixtures/ids';
import type { ProductList } from '../model/dashboard';
import { testSandbox } from '../testing/api-client';

type Api = ReturnType<typeof testSandbox>['api'];

/** Thandi's product member, as the wizard reads it just before a unit trust post (its schema keeps what it sends). */
async function memberOf(api: Api, token: string, partyId = THANDI_PARTY_ID) {
  const read = await api.get(`/v3/api/Products/WillChannel/productMember/${partyId}`, { token });
  return zm.parse(productMemberSchema, read.body);
}

/** The latest bank details, as the wizard reads them for a debit order's ConfirmedBankDetail. */
async function latestBankDetails(api: Api, token: string, partyId = THANDI_PARTY_ID) {
  const read = await api.get(`/V5/api/parties/${partyId}/PartyBankDetails/latest`, { token });
  return zm.parse(bankDetailSchema, read.body);
}

const common = {
  IsDebit: false,
  CountryOfTaxResidenceID: 263,
  SourceOfFundsSelectedOption: 1,
  OtherSourceOfFunds: '',
  IsPIP: false,
  PurchaseMethod: 'Web Buy',
};

describe('buy', () => {
  it('buys a secured investment for a new user; the dashboard shows it next', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(NEW_USER_USERNAME);
    const bought = await api.post('/v4/api/buy/SecuredInvestment', {
      token,
      json: {
        ...common,
        PartyID: Number(NEW_USER_PARTY_ID),
        Amount: 20000,
        ProductDescription: 'Fixed',
        InterestPayoutPercentage: 0,
        IsGrowthOption: true,
      },
    });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      Product: 'SecuredInvestment',
      Status: 'Received',
      Amount: 20000,
      Reference: expect.stringMatching(/^SI\d+$/),
    });
    const products = await api.get<ProductList>(`/v3/api/NebulaDashboard/${NEW_USER_PARTY_ID}/1/products`, {
      token,
    });
    expect(products.body.availableProducts.map((product) => product.NavigationItemID)).toEqual([2]);
    const summary = await api.get(`/v3/api/NebulaDashboard/${NEW_USER_PARTY_ID}/summary/2`, { token });
    expect(summary.body).toMatchObject({ Balance: 20000 });
    expect(sandbox.store.state.records.purchases).toHaveLength(1);
  });

  it('enforces the minimum investment, the other-source description and the party', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const small = await api.post('/v4/api/buy/SecuredInvestment', {
      token,
      json: { ...common, PartyID: THANDI_PARTY_ID, Amount: 4999 },
    });
    expect(small.body).toEqual({
      IsError: true,
      ErrorDescription: nbsp('The minimum investment is R5 000.00'),
      StatusCode: 400,
      PropertyName: 'Amount',
    });
    const other = await api.post('/v4/api/buy/SecuredInvestment', {
      token,
      json: { ...common, PartyID: THANDI_PARTY_ID, Amount: 6000, SourceOfFundsSelectedOption: 5 },
    });
    expect(other.body.ErrorDescription).toBe('OtherSourceOfFunds: Please describe the other source of funds');
    const foreign = await api.post('/v4/api/buy/SecuredInvestment', {
      token,
      json: { ...common, PartyID: NEW_USER_PARTY_ID, Amount: 6000 },
    });
    expect(foreign.status).toBe(403);
    expect(
      (await api.post('/v4/api/buy/SecuredInvestment', { json: { ...common, Amount: 6000 } })).status,
    ).toBe(401);
  });

  // Thandi has R24 000 in this tax year. On 25 November 2026 the limit is R46 000 and 3 debits are left (Dec–Feb).
  const NOVEMBER_2026 = Date.UTC(2026, 10, 25, 9);

  it('gives the allowance of the tax year: R46 000 from 1 March 2026, R36 000 before', async () => {
    const remainingOn = async (ms: number) => {
      const { api } = testSandbox({ now: () => ms });
      const token = await api.tokenOf(THANDI_USERNAME);
      const attributes = z
        .array(z.object({ Key: z.string(), Value: z.string() }))
        .parse((await api.get('/v5/api/ProductSubTypes/158/ProductSubTypeAttributes', { token })).body);
      return attributes.find((attribute) => attribute.Key === 'TaxFreeContributionsRemaining')?.Value;
    };
    expect(await remainingOn(NOVEMBER_2026)).toBe('22000');
    expect(await remainingOn(Date.UTC(2026, 1, 28, 9))).toBe('12000');
    expect(await remainingOn(Date.UTC(2026, 2, 1, 9))).toBe('22000');
  });

  it('buys tax-free when the lump sum and the debits left this year fit the allowance, and refuses beyond it', async () => {
    const { api } = testSandbox({ now: () => NOVEMBER_2026 });
    const token = await api.tokenOf(THANDI_USERNAME);
    const buy = (json: Record<string, unknown>) =>
      api.post('/v4/api/buy/TaxFreeInvestment', {
        token,
        json: { ...common, PartyID: THANDI_PARTY_ID, ...json },
      });
    expect((await buy({ Amount: 22001 })).body.ErrorDescription).toBe(
      'This goes R1.00 over your tax-free allowance for this tax year. SARS taxes contributions above the limit at 40%.',
    );
    // 10 000 + 3 × 4 001 = 22 003: over by the debits, not by the lump sum.
    expect((await buy({ Amount: 10000, RecurringAmount: 4001, IsDebit: true })).status).toBe(400);
    expect((await buy({ RecurringAmount: 100, IsDebit: true })).body.ErrorDescription).toBe(
      'The minimum monthly amount is R500.00',
    );
    expect((await buy({ RecurringAmount: 1000 })).body).toMatchObject({
      ErrorDescription: 'A monthly amount is collected by debit order: please choose Debit Order',
      PropertyName: 'IsDebit',
    });
    expect((await buy({})).status).toBe(400);
    const ok = await buy({ Amount: 10000, RecurringAmount: 4000, IsDebit: true });
    expect(ok.body).toMatchObject({ Product: 'TaxFreeInvestment', Amount: 10000, RecurringAmount: 4000 });
    expect((await buy({ Amount: 5000 })).body.ErrorDescription).toMatch(/^This goes R5\u00a0000\.00 over/);
    expect(
      (await api.get(`/v3/api/NebulaDashboard/${THANDI_PARTY_ID}/summary/110`, { token })).body,
    ).toMatchObject({ Balance: 71250.4 });
  });

  it('buys unit trusts from a form-encoded post with JSON fund choices', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const bought = await api.post('/v4/api/buy/UnitTrust/', {
      token,
      form: {
        IsDebit: 'true',
        PartyID: THANDI_PARTY_ID,
        SourceOfFundsSelectedOption: '4',
        IsPIP: 'false',
        ConfirmedBankDetail: JSON.stringify(await latestBankDetails(api, token)),
        FundChoices: JSON.stringify([{ FundCode: 'FGBAL', LumpSumAmount: 10000, MonthlyAmount: 500 }]),
        Members: JSON.stringify([await memberOf(api, token)]),
      },
    });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      Product: 'UnitTrust',
      Amount: 10000,
      RecurringAmount: 500,
      IsDebit: true,
    });
    const unknownFund = await api.post('/v4/api/buy/UnitTrust', {
      token,
      json: { ...common, PartyID: THANDI_PARTY_ID, FundChoices: [{ FundCode: 'XXX', LumpSumAmount: 10000 }] },
    });
    expect(unknownFund.body.ErrorDescription).toBe('FundChoices.0.FundCode: Unknown FundCode');
    const unconfirmed = await api.post('/v4/api/buy/UnitTrust', {
      token,
      json: {
        ...common,
        IsDebit: true,
        PartyID: THANDI_PARTY_ID,
        FundChoices: [{ FundCode: 'FGGRW', MonthlyAmount: 500 }],
      },
    });
    expect(unconfirmed.body.ErrorDescription).toBe('Please confirm your bank details for the debit order.');
  });

  it('holds every fund to the minimums: a lump sum of R5 000 and a monthly R500 each, if entered', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const buy = (FundChoices: unknown[]) =>
      api.post('/v4/api/buy/UnitTrust/', {
        token,
        json: { ...common, PartyID: THANDI_PARTY_ID, FundChoices, Members: [member] },
      });
    const member = await memberOf(api, token);
    const split = await buy([
      { FundCode: 'FGBAL', LumpSumAmount: 6000 },
      { FundCode: 'FGINC', LumpSumAmount: 4000 },
    ]);
    expect(split.status).toBe(400);
    expect(split.body.ErrorDescription).toBe(nbsp('Income Fund: The minimum lump sum is R5 000.00'));
    expect(
      (
        await buy([
          { FundCode: 'FGBAL', LumpSumAmount: 5000 },
          { FundCode: 'FGINC', LumpSumAmount: 5000 },
        ])
      ).status,
    ).toBe(200);
  });

  it('serves the unit trust EFT details and the will channel member', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const eft = await api.get(`/v3/api/Products/UnitTrust/eftdetails?partyId=${THANDI_PARTY_ID}`, { token });
    expect(eft.body).toMatchObject({
      Bank: 'Standard Bank',
      BranchCode: '019205',
      Reference: `UT${THANDI_PARTY_ID}`,
    });
    expect(
      (await api.get(`/v3/api/Products/UnitTrust/eftdetails?partyId=${NEW_USER_PARTY_ID}`, { token })).status,
    ).toBe(403);
    expect((await api.get('/v3/api/Products/UnitTrust/eftdetails', { token })).status).toBe(400);
    const member = await api.get(`/v3/api/Products/WillChannel/productMember/${THANDI_PARTY_ID}`, { token });
    expect(member.body).toMatchObject({
      Firstname: 'Thandi',
      IdentityNumber: '8804120123085',
      Relationship: 'Principal Member',
    });
  });
});

describe('contact me', () => {
  it('stores a contact request without a token', async () => {
    const { api, sandbox } = testSandbox();
    const sent = await api.post('/v3/api/SignUp/ContactMe', {
      json: {
        ContactNo: '082 555 0143',
        EmailAddress: 'thandi@example.co.za',
        FirstName: 'Thandi',
        LastName: 'Mokoena',
        Message: 'Please tell me about settlement trusts',
        clientID: 'GA1.2.123',
        PartyID: null,
        Product: 'Settlement Trust',
        RecipientDepartment: 'Trusts',
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ Status: 'Received' });
    expect(sandbox.store.state.records.contactRequests).toEqual([
      expect.objectContaining({ ContactNo: '082 555 0143', Product: 'Settlement Trust' }),
    ]);
  });

  it('refuses control and direction-changing characters in what it stores', async () => {
    const { api, sandbox } = testSandbox();
    const contact = (fields: object) =>
      api.post('/v3/api/SignUp/ContactMe', { json: { ContactNo: '0825550143', ...fields } });
    expect((await contact({ FirstName: 'Thandi\u202e' })).status).toBe(400);
    expect((await contact({ Message: 'Call me\u0007 please' })).status).toBe(400);
    expect((await contact({ Product: 'Unit\r\nBcc: x@evil.example' })).status).toBe(400);
    expect(sandbox.store.state.records.contactRequests).toEqual([]);
    expect((await contact({ Message: 'Call me\nafter five' })).status).toBe(200);
  });

  it('checks only the contact number and the e-mail format', async () => {
    const { api } = testSandbox();
    const noNumber = await api.post('/v3/api/SignUp/ContactMe', { json: { EmailAddress: 'a@b.co' } });
    expect(noNumber.body).toEqual({
      IsError: true,
      ErrorDescription: 'ContactNo: Please enter your contact number',
      StatusCode: 400,
    });
    const badEmail = await api.post('/v3/api/SignUp/ContactMe', {
      json: { ContactNo: '0825550143', EmailAddress: 'nope' },
    });
    expect(badEmail.body.ErrorDescription).toBe('EmailAddress: Please enter a valid email address');
    expect((await api.post('/v3/api/SignUp/ContactMe', { json: { ContactNo: '0825550143' } })).status).toBe(
      200,
    );
  });

  it('takes contact numbers as people write them, as the widget does (src/domain/contact-number)', async () => {
    const { api, sandbox } = testSandbox();
    for (const number of ['011 555 1234 ext 12', '(011) 555-1234', '+27 82 555 0143']) {
      const sent = await api.post('/v3/api/SignUp/ContactMe', { json: { ContactNo: number } });
      expect(sent.status).toBe(200);
    }
    expect(sandbox.store.state.records.contactRequests.map((request) => request.ContactNo)).toEqual([
      '011 555 1234 ext 12',
      '(011) 555-1234',
      '+27 82 555 0143',
    ]);
    const nobodyToCall = await api.post('/v3/api/SignUp/ContactMe', { json: { ContactNo: 'call me' } });
    expect(nobodyToCall.body.ErrorDescription).toBe('ContactNo: Please enter your contact number');
  });

  it('keeps the message and names to lengths a real API stores, naming the field', async () => {
    const { api, sandbox } = testSandbox();
    const contact = (fields: object) =>
      api.post('/v3/api/SignUp/ContactMe', { json: { ContactNo: '0825550143', ...fields } });
    expect((await contact({ Message: 'x'.repeat(2001) })).body.ErrorDescription).toBe(
      'Message: Message may be at most 2000 characters',
    );
    expect((await contact({ FirstName: 'x'.repeat(101) })).body.ErrorDescription).toBe(
      'FirstName: FirstName may be at most 100 characters',
    );
    expect((await contact({ ContactNo: '0'.repeat(31) })).status).toBe(400);
    expect(sandbox.store.state.records.contactRequests).toEqual([]);
    expect((await contact({ Message: 'x'.repeat(2000), FirstName: 'x'.repeat(100) })).status).toBe(200);
  });
});
