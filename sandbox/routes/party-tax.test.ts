import { describe, expect, it } from 'vitest';
import { NEW_USER_PARTY_ID, THANDI_PARTY_ID, THANDI_USERNAME } from '../fixtures/ids';
import { testSandbox } from '../testing/api-client';

describe('party tax reference', () => {
  it('saves a tax reference number and reads it back', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    expect((await api.get(`/V5/api/PartyTax/${THANDI_PARTY_ID}`, { token })).status).toBe(404);
    const saved = await api.post('/V5/api/PartyTax', {
      token,
      json: { PartyID: THANDI_PARTY_ID, TaxReferenceNumber: '0123456789' },
    });
    expect(saved.body).toMatchObject({ TaxReferenceNumber: '0123456789', CountryID: 263 });
    await api.post('/V5/api/PartyTax', {
      token,
      json: { PartyID: THANDI_PARTY_ID, TaxReferenceNumber: '9876543210' },
    });
    expect((await api.get(`/V5/api/PartyTax/${THANDI_PARTY_ID}`, { token })).body).toMatchObject({
      TaxReferenceNumber: '9876543210',
    });
  });

  it('validates the number and the party', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    expect(
      (
        await api.post('/V5/api/PartyTax', {
          token,
          json: { PartyID: THANDI_PARTY_ID, TaxReferenceNumber: '12' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.post('/V5/api/PartyTax', {
          token,
          json: { PartyID: NEW_USER_PARTY_ID, TaxReferenceNumber: '0123456789' },
        })
      ).status,
    ).toBe(403);
    expect((await api.get(`/V5/api/PartyTax/${THANDI_PARTY_ID}`)).status).toBe(401);
  });
});
