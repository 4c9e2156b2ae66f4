import { describe, expect, it } from 'vitest';
import { testSandbox } from '../testing/api-client';
import { LINK_NOT_FOUND, REINVEST_MESSAGE, SWITCH_MESSAGE, TERMS_DIFFER } from './links';

const REINVEST = '/v3/api/ExternalMessages/Link/SIReinvest';
const LIVE = 'reference=SIR-2026-000153&id=9001';

describe('reinvestment and switch links (no token)', () => {
  it('checks a live link, reads its stored terms, then accepts the reinvestment', async () => {
    const { api, sandbox } = testSandbox();
    const expiry = await api.get(`/v4/api/referrals/SILinkExpiry?${LIVE}`);
    expect(expiry.status).toBe(200);
    expect(expiry.body).toMatchObject({ Reference: 'SIR-2026-000153', IsExpired: false });
    const terms = await api.get(`/v4/api/referrals/SILinkTerms?${LIVE}`);
    expect(terms.body).toMatchObject({
      Id: '9001',
      Reference: 'SIR-2026-000153',
      Category: 'Fixed 12 months',
      Option: 'Reinvest',
      MaturityRate: 9.21,
      ReinvestAmount: 250000,
      Status: 'Open',
    });
    const accepted = await api.get(
      `${REINVEST}?${LIVE}&Cat=Fixed%2012%20months&option=Reinvest&MatRate=9.21&Reinv=250000`,
    );
    expect(accepted.body).toEqual({
      Reference: 'SIR-2026-000153',
      Status: 'Accepted',
      Message: REINVEST_MESSAGE,
    });
    expect(sandbox.store.state.records.linkActions).toHaveLength(1);
    expect(sandbox.store.state.records.linkActions[0]?.Detail).toMatchObject({
      maturityRate: 9.21,
      option: 'Reinvest',
    });
    expect((await api.get(`/v4/api/referrals/SILinkTerms?${LIVE}`)).body).toMatchObject({
      Status: 'Accepted',
    });
  });

  it('confirms only the stored terms: a URL that differs is refused and nothing is recorded', async () => {
    const { api, sandbox } = testSandbox();
    for (const forged of [
      'MatRate=99.9999&Reinv=1000000000',
      'MatRate=25',
      'option=Withdraw%20everything',
      'Reinv=1',
    ]) {
      const refused = await api.get(`${REINVEST}?${LIVE}&${forged}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ErrorDescription: TERMS_DIFFER });
    }
    expect(sandbox.store.state.records.linkActions).toHaveLength(0);
  });

  it('needs the id and checks the expiry itself', async () => {
    const { api, sandbox } = testSandbox();
    expect(
      (await api.get(`${REINVEST}?reference=SIR-2026-000153&MatRate=99.9999&Reinv=1000000000`)).status,
    ).toBe(400);
    expect((await api.get(`${REINVEST}?reference=SIR-2025-000087&id=9002`)).status).toBe(406);
    expect(sandbox.store.state.records.linkActions).toHaveLength(0);
  });

  it('confirms a link once: a second confirmation gets the first answer and records nothing', async () => {
    const { api, sandbox } = testSandbox();
    const first = await api.get(`${REINVEST}?${LIVE}`);
    const second = await api.get(`${REINVEST}?${LIVE}&MatRate=9.21`);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const switches = await Promise.all(
      [1, 2, 3, 4].map(() =>
        api.get('/v3/api/ExternalMessages/Link/TFSSwitch?reference=TFS-2026-000042&switch=1'),
      ),
    );
    for (const answer of switches)
      expect(answer.body).toEqual({
        Reference: 'TFS-2026-000042',
        Status: 'Switched',
        Message: SWITCH_MESSAGE,
      });
    expect(sandbox.store.state.records.linkActions.map((action) => action.Kind)).toEqual([
      'SIReinvest',
      'TFSSwitch',
    ]);
  });

  it('answers 406 for an expired reference', async () => {
    const { api } = testSandbox();
    const expired = await api.get('/v4/api/referrals/SILinkExpiry?id=9002&reference=SIR-2025-000087');
    expect(expired.status).toBe(406);
    expect(expired.body).toEqual({
      IsError: true,
      ErrorDescription: 'The link has expired.',
      StatusCode: 406,
    });
    expect((await api.get('/v4/api/referrals/SILinkTerms?id=9002&reference=SIR-2025-000087')).status).toBe(
      406,
    );
    expect(
      (await api.get('/v3/api/ExternalMessages/Link/TFSSwitch?reference=TFS-2025-000011&switch=1')).status,
    ).toBe(406);
  });

  it('expires links with the clock', async () => {
    let now = Date.parse('2026-06-01T00:00:00Z');
    const { api } = testSandbox({ now: () => now });
    now += 31 * 86_400_000;
    expect((await api.get(`/v4/api/referrals/SILinkExpiry?${LIVE}`)).status).toBe(406);
    expect((await api.get(`${REINVEST}?${LIVE}`)).status).toBe(406);
  });

  it('answers an unknown reference and a wrong id alike', async () => {
    const { api } = testSandbox();
    const wrongId = await api.get('/v4/api/referrals/SILinkExpiry?id=1&reference=SIR-2026-000153');
    const unknown = await api.get('/v4/api/referrals/SILinkExpiry?id=1&reference=SIR-2026-000154');
    const expiredWrongId = await api.get('/v4/api/referrals/SILinkExpiry?id=1&reference=SIR-2025-000087');
    for (const answer of [wrongId, unknown, expiredWrongId]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ IsError: true, ErrorDescription: LINK_NOT_FOUND, StatusCode: 404 });
    }
    expect((await api.get('/v4/api/referrals/SILinkTerms?id=1&reference=SIR-2026-000153')).body).toEqual(
      unknown.body,
    );
  });

  it('throttles guessed look-ups per client address with Retry-After', async () => {
    const { api } = testSandbox();
    const statuses: number[] = [];
    for (let n = 100; n < 120; n++) {
      const answer = await api.get(`/v4/api/referrals/SILinkExpiry?id=9001&reference=SIR-2026-000${n}`);
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    const live = await api.get(`/v4/api/referrals/SILinkExpiry?${LIVE}`);
    expect(live.status).toBe(429);
    expect(Number(live.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('switches to the tax-free savings account', async () => {
    const { api } = testSandbox();
    const switched = await api.get(
      '/v3/api/ExternalMessages/Link/TFSSwitch?reference=TFS-2026-000042&switch=1',
    );
    expect(switched.body).toEqual({
      Reference: 'TFS-2026-000042',
      Status: 'Switched',
      Message: SWITCH_MESSAGE,
    });
  });

  it('validates the query and knows its references', async () => {
    const { api } = testSandbox();
    expect((await api.get('/v4/api/referrals/SILinkExpiry?reference=SIR-2026-000153')).status).toBe(400);
    expect((await api.get('/v4/api/referrals/SILinkExpiry?id=1&reference=NOPE')).status).toBe(404);
    expect((await api.get('/v3/api/ExternalMessages/Link/TFSSwitch?reference=TFS-2026-000042')).status).toBe(
      400,
    );
    expect((await api.get(`${REINVEST}?reference=TFS-2026-000042&id=9101`)).status).toBe(404);
  });
});
