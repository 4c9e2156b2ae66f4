import { describe, expect, it } from 'vitest';
import { THANDI_PARTY_ID, THANDI_USERNAME } from '../fixtures/ids';
import { testSandbox } from '../testing/api-client';

const rating = {
  OptionSelected: 9,
  Comment: 'Quick and friendly',
  SystemIdentifier: 'N/A -7',
  ResponseTypeID: 1,
};

describe('rating (UserResponse)', () => {
  it('stores a rating without a token, and links it to the party when one is sent', async () => {
    const { api, sandbox } = testSandbox();
    expect((await api.post('/v4/api/UserResponse', { json: rating })).status).toBe(200);
    const token = await api.tokenOf(THANDI_USERNAME);
    const linked = await api.post('/v4/api/UserResponse', {
      token,
      json: { ...rating, SystemIdentifier: 'email-2026-06' },
    });
    expect(linked.body).toMatchObject({ PartyID: THANDI_PARTY_ID, OptionSelected: 9 });
    expect(sandbox.store.state.records.ratings.map((entry) => entry.PartyID)).toEqual([
      null,
      THANDI_PARTY_ID,
    ]);
  });

  it('keeps the comment and identifier to lengths a real API stores, naming the field', async () => {
    const { api, sandbox } = testSandbox();
    const long = await api.post('/v4/api/UserResponse', { json: { ...rating, Comment: 'x'.repeat(2001) } });
    expect(long.body).toEqual({
      IsError: true,
      ErrorDescription: 'Comment: Comment may be at most 2000 characters',
      StatusCode: 400,
    });
    const id = await api.post('/v4/api/UserResponse', {
      json: { ...rating, SystemIdentifier: 'x'.repeat(101) },
    });
    expect(id.body.ErrorDescription).toBe('SystemIdentifier: SystemIdentifier may be at most 100 characters');
    expect(
      (await api.post('/v4/api/UserResponse', { json: { ...rating, Comment: 'x'.repeat(2000) } })).status,
    ).toBe(200);
    expect(sandbox.store.state.records.ratings).toHaveLength(1);
  });

  it('refuses control and direction-changing characters in the comment and identifier, keeping line breaks', async () => {
    const { api, sandbox } = testSandbox();
    for (const [field, value] of [
      ['Comment', 'Great\u0000 service'],
      ['Comment', 'Great \u001b[31mservice'],
      ['SystemIdentifier', 'EMAIL\u202e-2026'],
    ] as const) {
      const refused = await api.post('/v4/api/UserResponse', { json: { ...rating, [field]: value } });
      expect(refused.body.ErrorDescription, value).toBe(
        `${field}: ${field} contains characters we cannot accept (such as line breaks or hidden control characters)`,
      );
    }
    expect(sandbox.store.state.records.ratings).toHaveLength(0);
    const lines = await api.post('/v4/api/UserResponse', {
      json: { ...rating, Comment: 'Quick.\nFriendly.' },
    });
    expect(lines.status).toBe(200);
  });

  it('validates the score, identifier and response type', async () => {
    const { api } = testSandbox();
    const high = await api.post('/v4/api/UserResponse', { json: { ...rating, OptionSelected: 11 } });
    expect(high.body).toEqual({
      IsError: true,
      ErrorDescription: 'OptionSelected: OptionSelected must be 1 to 10',
      StatusCode: 400,
    });
    expect(
      (await api.post('/v4/api/UserResponse', { json: { ...rating, SystemIdentifier: '' } })).status,
    ).toBe(400);
    expect((await api.post('/v4/api/UserResponse', { json: { ...rating, ResponseTypeID: 2 } })).status).toBe(
      400,
    );
  });
});
