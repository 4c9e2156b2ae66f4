import { describe, expect, it } from 'vitest';
import { TAX_REFERENCE_CHECK_DIGIT_MESSAGE, TAX_REFERENCE_MESSAGE } from '../../src/domain/tax-reference';
import { NEW_USER_PARTY_ID, NEW_USER_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../fixtures/ids';
import { testSandbox } from '../testing/api-client';

describe('party tax reference', () => {
  it('holds Thandi’s number, none for the others (404), and saves a new one', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    expect((await api.get(`/V5/api/PartyTax/${THANDI_PARTY_ID}`, { token })).body).toMatchObject({
      TaxReferenceNumber: '0001339050',
    });
    const newUser = await api.tokenOf(NEW_USER_USERNAME);
    expect((await api.get(`/V5/api/PartyTax/${NEW_USER_PARTY_ID}`, { token: newUser })).status).toBe(404);
    const saved = await api.post('/V5/api/PartyTax', {
      token,
      json: { PartyID: THANDI_PARTY_ID, TaxReferenceNumber: '0123456782' },
    });
    expect(saved.body).toMatchObject({ TaxReferenceNumber: '0123456782', CountryID: 263 });
    await api.post('/V5/api/PartyTax', {
      token,
      json: { PartyID: THANDI_PARTY_ID, TaxReferenceNumber: '9876543217' },
    });
    expect((await api.get(`/V5/api/PartyTax/${THANDI_PARTY_ID}`, { token })).body).toMatchObject({
      TaxReferenceNumber: '9876543217',
    });
  });

  it('stores a number typed with spaces without them', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const saved = await api.post('/V5/api/PartyTax', {
      token,
      json: { PartyID: THANDI_PARTY_ID, TaxReferenceNumber: ' 0001 339 050 ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ TaxReferenceNumber: '0001339050' });
  });

  it.each([
    ['too short', '12', TAX_REFERENCE_MESSAGE],
    ['11 digits', '01234567828', TAX_REFERENCE_MESSAGE],
    ['a first digit of 4', '4123456784', TAX_REFERENCE_MESSAGE],
    ['letters', '01234567A2', TAX_REFERENCE_MESSAGE],
    ['a bad check digit', '0123456789', TAX_REFERENCE_CHECK_DIGIT_MESSAGE],
    ['no number', undefined, TAX_REFERENCE_MESSAGE],
  ])('refuses %s with the rule message', async (_, number, message) => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const refused = await api.post('/V5/api/PartyTax', {
      token,
      json: { PartyID: THANDI_PARTY_ID, TaxReferenceNumber: number },
    });
    expect(refused.body).toEqual({
      IsError: true,
      StatusCode: 400,
      ErrorDescription: `TaxReferenceNumber: ${message}`,
    });
    expect(sandbox.store.state.partyTax.map((entry) => entry.TaxReferenceNumber)).toEqual(['0001339050']);
  });

  it('keeps parties apart and needs a token', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    expect(
      (
        await api.post('/V5/api/PartyTax', {
          token,
          json: { PartyID: NEW_USER_PARTY_ID, TaxReferenceNumber: '0123456782' },
        })
      ).status,
    ).toBe(403);
    expect((await api.get(`/V5/api/PartyTax/${THANDI_PARTY_ID}`)).status).toBe(401);
  });
});
