import { describe, expect, it } from 'vitest';
import { testSandbox } from '../testing/api-client';
import { REINVEST_MESSAGE, SWITCH_MESSAGE } from './links';

describe('reinvestment and switch links (no token)', () => {
  it('checks a live link, then accepts the reinvestment', async () => {
    const { api, sandbox } = testSandbox();
    const expiry = await api.get('/v4/api/referrals/SILinkExpiry?id=9001&reference=SIR-2026-000153');
    expect(expiry.status).toBe(200);
    expect(expiry.body).toMatchObject({ Reference: 'SIR-2026-000153', IsExpired: false });
    const accepted = await api.get(
      '/v3/api/ExternalMessages/Link/SIReinvest?reference=SIR-2026-000153&Cat=2&option=Growth&MatRate=9.21&Reinv=1',
    );
    expect(accepted.body).toEqual({
      Reference: 'SIR-2026-000153',
      Status: 'Accepted',
      Message: REINVEST_MESSAGE,
    });
    expect(sandbox.store.state.records.linkActions).toHaveLength(1);
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
    expect(
      (await api.get('/v3/api/ExternalMessages/Link/TFSSwitch?reference=TFS-2025-000011&switch=1')).status,
    ).toBe(406);
  });

  it('expires links with the clock', async () => {
    let now = Date.parse('2026-06-01T00:00:00Z');
    const { api } = testSandbox({ now: () => now });
    now += 31 * 86_400_000;
    expect((await api.get('/v4/api/referrals/SILinkExpiry?id=9001&reference=SIR-2026-000153')).status).toBe(
      406,
    );
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
    expect((await api.get('/v4/api/referrals/SILinkExpiry?id=1&reference=SIR-2026-000153')).status).toBe(400);
    expect((await api.get('/v4/api/referrals/SILinkExpiry?id=1&reference=NOPE')).status).toBe(404);
    expect((await api.get('/v3/api/ExternalMessages/Link/TFSSwitch?reference=TFS-2026-000042')).status).toBe(
      400,
    );
    expect((await api.get('/v3/api/ExternalMessages/Link/SIReinvest?reference=TFS-2026-000042')).status).toBe(
      404,
    );
  });
});
