import { describe, expect, it } from 'vitest';
import { LIMITS } from '../http/limits';
import { testSandbox } from '../testing/api-client';
import { linkToken } from '../testing/links';
import { LINK_NOT_FOUND, REINVEST_MESSAGE, SWITCH_MESSAGE, TERMS_DIFFER } from './links';

const EXPIRY = '/v4/api/referrals/SILinkExpiry';
const TERMS = '/v4/api/referrals/SILinkTerms';
const REINVEST = '/v3/api/ExternalMessages/Link/SIReinvest';
const SWITCH = '/v3/api/ExternalMessages/Link/TFSSwitch';
const NOT_FOUND = { IsError: true, ErrorDescription: LINK_NOT_FOUND, StatusCode: 404 };

/** A sandbox and the queries of its seed links as their e-mails carry them (reference, id, token). */
function linkSandbox(options: Parameters<typeof testSandbox>[0] = {}) {
  const { api, sandbox } = testSandbox(options);
  const token = (reference: string) => encodeURIComponent(linkToken(sandbox, reference));
  return {
    api,
    sandbox,
    live: `reference=SIR-2026-000153&id=9001&token=${token('SIR-2026-000153')}`,
    expired: `reference=SIR-2025-000087&id=9002&token=${token('SIR-2025-000087')}`,
    liveSwitch: `reference=TFS-2026-000042&switch=1&token=${token('TFS-2026-000042')}`,
    expiredSwitch: `reference=TFS-2025-000011&switch=1&token=${token('TFS-2025-000011')}`,
  };
}

describe('reinvestment and switch links (the e-mail’s token, no bearer token)', () => {
  it('checks a live link, reads its stored terms, then accepts the reinvestment', async () => {
    const { api, sandbox, live } = linkSandbox();
    const expiry = await api.get(`${EXPIRY}?${live}`);
    expect(expiry.status).toBe(200);
    expect(expiry.body).toMatchObject({ Reference: 'SIR-2026-000153', IsExpired: false });
    const terms = await api.get(`${TERMS}?${live}`);
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
      `${REINVEST}?${live}&Cat=Fixed%2012%20months&option=Reinvest&MatRate=9.21&Reinv=250000`,
    );
    expect(accepted.body).toEqual({
      Reference: 'SIR-2026-000153',
      Status: 'Accepted',
      Message: REINVEST_MESSAGE,
    });
    expect(sandbox.store.state.records.linkActions).toHaveLength(1);
    expect(sandbox.store.state.records.linkActions[0]).toMatchObject({
      PartyID: '300145',
      Detail: { maturityRate: 9.21, option: 'Reinvest' },
    });
    expect((await api.get(`${TERMS}?${live}`)).body).toMatchObject({ Status: 'Accepted' });
  });

  it('refuses a link confirmed with the reference alone (the probe’s request), as an unknown one', async () => {
    const { api, sandbox } = linkSandbox();
    const probe = await api.get(`${SWITCH}?reference=TFS-2026-000042&switch=1`);
    const unknown = await api.get(`${SWITCH}?reference=TFS-2026-000043&switch=1`);
    const reinvest = await api.get(`${REINVEST}?reference=SIR-2026-000153&id=9001`);
    const expiry = await api.get(`${EXPIRY}?reference=SIR-2026-000153&id=9001`);
    for (const answer of [probe, unknown, reinvest, expiry]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
    }
    expect(sandbox.store.state.records.linkActions).toEqual([]);
  });

  it('refuses a wrong token, another link’s token, or an empty one, with the same not-found answer', async () => {
    const { api, sandbox } = linkSandbox();
    const other = encodeURIComponent(linkToken(sandbox, 'TFS-2026-000042'));
    const right = linkToken(sandbox, 'SIR-2026-000153');
    const nearly = `${right.slice(0, -1)}${right.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [other, nearly, '', 'x'.repeat(200)]) {
      const answer = await api.get(`${REINVEST}?reference=SIR-2026-000153&id=9001&token=${token}`);
      expect(answer.status, token).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
    }
    // An expired link with a wrong token is not found either: only the right token learns it expired.
    expect((await api.get(`${EXPIRY}?reference=SIR-2025-000087&id=9002&token=${other}`)).body).toEqual(
      NOT_FOUND,
    );
    expect(
      (await api.get(`${REINVEST}?reference=SIR-2026-000153&id=9001&token=${'x'.repeat(201)}`)).status,
    ).toBe(400);
    expect(sandbox.store.state.records.linkActions).toEqual([]);
  });

  it('confirms only the stored terms: a URL that differs is refused and nothing is recorded', async () => {
    const { api, sandbox, live } = linkSandbox();
    for (const forged of [
      'MatRate=99.9999&Reinv=1000000000',
      'MatRate=25',
      'option=Withdraw%20everything',
      'Reinv=1',
    ]) {
      const refused = await api.get(`${REINVEST}?${live}&${forged}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ErrorDescription: TERMS_DIFFER });
    }
    expect(sandbox.store.state.records.linkActions).toHaveLength(0);
  });

  it('needs the id and checks the expiry itself', async () => {
    const { api, sandbox, expired } = linkSandbox();
    const token = encodeURIComponent(linkToken(sandbox, 'SIR-2026-000153'));
    expect(
      (await api.get(`${REINVEST}?reference=SIR-2026-000153&token=${token}&MatRate=99.9999&Reinv=1000000000`))
        .status,
    ).toBe(400);
    expect((await api.get(`${REINVEST}?${expired}`)).status).toBe(406);
    expect(sandbox.store.state.records.linkActions).toHaveLength(0);
  });

  it('confirms a link once: a second confirmation with the token gets the first answer and records nothing', async () => {
    const { api, sandbox, live, liveSwitch } = linkSandbox();
    const first = await api.get(`${REINVEST}?${live}`);
    const second = await api.get(`${REINVEST}?${live}&MatRate=9.21`);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const switches = await Promise.all([1, 2, 3, 4].map(() => api.get(`${SWITCH}?${liveSwitch}`)));
    for (const answer of switches)
      expect(answer.body).toEqual({
        Reference: 'TFS-2026-000042',
        Status: 'Switched',
        Message: SWITCH_MESSAGE,
      });
    // Without the token, the confirmed link is as unknown as ever.
    expect((await api.get(`${SWITCH}?reference=TFS-2026-000042&switch=1`)).body).toEqual(NOT_FOUND);
    expect(sandbox.store.state.records.linkActions.map((action) => action.Kind)).toEqual([
      'SIReinvest',
      'TFSSwitch',
    ]);
  });

  it('answers 406 for an expired link with its token', async () => {
    const { api, expired, expiredSwitch } = linkSandbox();
    const answer = await api.get(`${EXPIRY}?${expired}`);
    expect(answer.status).toBe(406);
    expect(answer.body).toEqual({
      IsError: true,
      ErrorDescription: 'The link has expired.',
      StatusCode: 406,
    });
    expect((await api.get(`${TERMS}?${expired}`)).status).toBe(406);
    expect((await api.get(`${SWITCH}?${expiredSwitch}`)).status).toBe(406);
  });

  it('expires links with the clock', async () => {
    let now = Date.parse('2026-06-01T00:00:00Z');
    const { api, live } = linkSandbox({ now: () => now });
    now += 31 * 86_400_000;
    expect((await api.get(`${EXPIRY}?${live}`)).status).toBe(406);
    expect((await api.get(`${REINVEST}?${live}`)).status).toBe(406);
  });

  it('answers an unknown reference and a wrong id alike', async () => {
    const { api, sandbox } = linkSandbox();
    const token = encodeURIComponent(linkToken(sandbox, 'SIR-2026-000153'));
    const wrongId = await api.get(`${EXPIRY}?id=1&reference=SIR-2026-000153&token=${token}`);
    const unknown = await api.get(`${EXPIRY}?id=1&reference=SIR-2026-000154&token=${token}`);
    const expiredWrongId = await api.get(`${EXPIRY}?id=1&reference=SIR-2025-000087&token=${token}`);
    for (const answer of [wrongId, unknown, expiredWrongId]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
    }
    expect((await api.get(`${TERMS}?id=1&reference=SIR-2026-000153&token=${token}`)).body).toEqual(
      unknown.body,
    );
  });

  it('after 10 misses from one address, another customer’s valid link from that address still works', async () => {
    const { api, live, liveSwitch } = linkSandbox();
    const statuses: number[] = [];
    // The probe: guessed references and ids, no token, all from one office's address.
    for (let n = 100; n < 120; n++)
      statuses.push((await api.get(`${EXPIRY}?id=9001&reference=SIR-2026-000${n}`)).status);
    expect(LIMITS.linkMisses.limit).toBe(10);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    const throttled = await api.get(`${EXPIRY}?id=9001&reference=SIR-2026-000153`);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The customers' own links, from the same address: right reference, right token.
    expect((await api.get(`${EXPIRY}?${live}`)).status).toBe(200);
    expect((await api.get(`${TERMS}?${live}`)).status).toBe(200);
    expect((await api.get(`${REINVEST}?${live}`)).body).toMatchObject({ Status: 'Accepted' });
    expect((await api.get(`${SWITCH}?${liveSwitch}`)).body).toMatchObject({ Status: 'Switched' });
  });

  it('counts misses per reference and per token too, whatever address they come from', async () => {
    let now = Date.parse('2026-06-01T00:00:00Z');
    const { api, sandbox, live } = linkSandbox({ now: () => now });
    const guess = (n: number) => `x${String(n).padStart(42, '0')}`;
    // One reference, a different wrong token from a different address each time.
    for (let n = 0; n < 10; n++) {
      const answer = await api.get(`${EXPIRY}?${live.replace(/token=[^&]*/, `token=${guess(n)}`)}`, {
        from: `198.51.100.${n}`,
      });
      expect(answer.status).toBe(404);
    }
    const onReference = await api.get(`${EXPIRY}?reference=SIR-2026-000153&id=9001&token=${guess(10)}`, {
      from: '198.51.100.200',
    });
    expect(onReference.status).toBe(429);
    expect(onReference.headers.get('Retry-After')).toBe(String(LIMITS.linkMisses.windowMs / 1000));
    // One stolen-looking token tried on many references from many addresses.
    const stray = encodeURIComponent(linkToken(sandbox, 'TFS-2025-000011'));
    for (let n = 0; n < 10; n++) {
      const answer = await api.get(`${EXPIRY}?reference=SIR-2026-0002${n}&id=1&token=${stray}`, {
        from: `203.0.113.${n}`,
      });
      expect(answer.status).toBe(404);
    }
    expect(
      (await api.get(`${EXPIRY}?reference=SIR-2026-000300&id=1&token=${stray}`, { from: '203.0.113.200' }))
        .status,
    ).toBe(429);
    // The customer's link, right reference and right token, works from anywhere.
    expect((await api.get(`${EXPIRY}?${live}`, { from: '198.51.100.1' })).status).toBe(200);
    // Misses leave the window: the same guess is an ordinary not-found again.
    now += LIMITS.linkMisses.windowMs;
    expect((await api.get(`${EXPIRY}?reference=SIR-2026-000153&id=9001&token=${guess(11)}`)).status).toBe(
      404,
    );
  });

  it('validates the query and knows its references', async () => {
    const { api, sandbox } = linkSandbox();
    const token = encodeURIComponent(linkToken(sandbox, 'TFS-2026-000042'));
    expect((await api.get(`${EXPIRY}?reference=SIR-2026-000153&token=${token}`)).status).toBe(400);
    expect((await api.get(`${EXPIRY}?id=1&reference=NOPE&token=${token}`)).status).toBe(404);
    expect((await api.get(`${SWITCH}?reference=TFS-2026-000042&token=${token}`)).status).toBe(400);
    expect((await api.get(`${REINVEST}?reference=TFS-2026-000042&id=9101&token=${token}`)).status).toBe(404);
  });

  it('lists the seed links’ e-mailed page URLs, with their tokens, under the test controls', async () => {
    const { api, sandbox } = linkSandbox();
    const links = await api.get<{ Reference: string; Token: string; Url: string }[]>('/__sandbox/links');
    expect(links.body.map((link) => link.Reference)).toEqual([
      'SIR-2026-000153',
      'SIR-2025-000087',
      'TFS-2026-000042',
      'TFS-2025-000011',
    ]);
    const [reinvest, , switching] = links.body;
    expect(reinvest?.Token).toBe(linkToken(sandbox, 'SIR-2026-000153'));
    const url = new URL(reinvest?.Url ?? '');
    expect(url.origin + url.pathname).toBe('http://localhost/secured-investement-reinvestment-thank-you');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      reference: 'SIR-2026-000153',
      Cat: 'Fixed 12 months',
      option: 'Reinvest',
      MatRate: '9.21',
      Reinv: '250000',
      id: '9001',
      token: reinvest?.Token,
    });
    const switchUrl = new URL(switching?.Url ?? '');
    expect(switchUrl.pathname).toBe('/tfsa-switch');
    // The page passes its query's reference and token through to the call, unchanged.
    const answer = await api.get(`${SWITCH}?${switchUrl.searchParams.toString()}&switch=1`);
    expect(answer.body).toMatchObject({ Status: 'Switched' });
    // Random per sandbox, the same after a reset.
    expect(linkToken(testSandbox().sandbox, 'SIR-2026-000153')).not.toBe(reinvest?.Token);
    sandbox.reset();
    expect(linkToken(sandbox, 'SIR-2026-000153')).toBe(reinvest?.Token);
    expect((await testSandbox({ testControls: false }).api.get('/__sandbox/links')).status).toBe(404);
  });
});
