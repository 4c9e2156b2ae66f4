import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../auth/claims';
import { NEW_USER_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../fixtures/ids';
import { createLogger } from '../support/logger';
import { testSandbox } from '../testing/api-client';
import { errorBody } from './api-error';
import type { SandboxEnv } from './env';
import { errorHandler } from './error-handler';
import { IDEMPOTENCY_TTL_MS, idempotency } from './idempotency';

const purchase = {
  IsDebit: false,
  CountryOfTaxResidenceID: 263,
  SourceOfFundsSelectedOption: 1,
  OtherSourceOfFunds: '',
  IsPIP: false,
  PurchaseMethod: 'Web Buy',
  PartyID: THANDI_PARTY_ID,
  Amount: 20000,
  ProductDescription: 'Fixed',
  InterestPayoutPercentage: 0,
  IsGrowthOption: true,
};

function buying(now = () => Date.now()) {
  const { api, sandbox } = testSandbox({ now });
  const buy = async (key: string | undefined, body: object = purchase, username = THANDI_USERNAME) =>
    api.post('/v4/api/buy/SecuredInvestment', {
      token: await api.tokenOf(username),
      json: body,
      headers: key === undefined ? {} : { 'Idempotency-Key': key },
    });
  return { buy, purchases: () => sandbox.store.state.records.purchases, reset: sandbox.reset };
}

describe('Idempotency-Key on the buy posts', () => {
  it('buys once for a key, and answers a repeat with the first answer', async () => {
    const { buy, purchases } = buying();
    const first = await buy('run-1');
    const again = await buy('run-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(purchases()).toHaveLength(1);
  });

  it('forgets every key when the sandbox is reset, as it forgets the purchases they made', async () => {
    const { buy, purchases, reset } = buying();
    await buy('run-1');
    reset();
    expect(purchases()).toHaveLength(0);
    const afterReset = await buy('run-1');
    expect(afterReset.status).toBe(200);
    expect(afterReset.headers.get('Idempotent-Replayed')).toBeNull();
    expect(purchases()).toHaveLength(1);
  });

  it('keeps a key per party, so another customer’s equal key buys for them', async () => {
    const { buy, purchases } = buying();
    await buy('run-1');
    const theirs = await buy('run-1', { ...purchase, PartyID: undefined }, NEW_USER_USERNAME);
    expect(theirs.status).toBe(400);
    expect(purchases()).toHaveLength(1);
  });

  it('refuses the same key for a different request with 422, and buys nothing', async () => {
    const { buy, purchases } = buying();
    await buy('run-1');
    const changed = await buy('run-1', { ...purchase, Amount: 30000 });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual(
      errorBody(422, 'This Idempotency-Key was already used for a different request.'),
    );
    expect(purchases()).toHaveLength(1);
  });

  it('keeps no refusal: the same key with a corrected request is judged afresh and buys once', async () => {
    const { buy, purchases } = buying();
    const tooSmall = await buy('run-2', { ...purchase, Amount: 10 });
    expect(tooSmall.status).toBe(400);
    const corrected = await buy('run-2', { ...purchase, Amount: 5000 });
    expect(corrected.status).toBe(200);
    expect(corrected.headers.get('Idempotent-Replayed')).toBeNull();
    const repeat = await buy('run-2', { ...purchase, Amount: 5000 });
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(purchases()).toHaveLength(1);
  });

  it('judges a refused request again when it is sent again, as the facts may have changed', async () => {
    const { buy, purchases } = buying();
    const small = { ...purchase, Amount: 10 };
    expect((await buy('run-3', small)).status).toBe(400);
    const again = await buy('run-3', small);
    expect(again.status).toBe(400);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(purchases()).toHaveLength(0);
  });

  it('works for a form body, as the product posts it', async () => {
    const { api, sandbox } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const form = Object.fromEntries(Object.entries(purchase).map(([name, value]) => [name, String(value)]));
    const post = () =>
      api.post('/v4/api/buy/SecuredInvestment', { token, form, headers: { 'Idempotency-Key': 'form-run' } });
    expect((await post()).status).toBe(200);
    expect((await post()).headers.get('Idempotent-Replayed')).toBe('true');
    expect(sandbox.store.state.records.purchases).toHaveLength(1);
  });

  it('forgets a key after 24 hours', async () => {
    let time = Date.parse('2026-11-25T08:00:00Z');
    const { buy, purchases } = buying(() => time);
    await buy('run-1');
    time += IDEMPOTENCY_TTL_MS + 1;
    const later = await buy('run-1');
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    expect(purchases()).toHaveLength(2);
  });

  it('buys each time without a key, as before, and refuses a malformed key', async () => {
    const { buy, purchases } = buying();
    await buy(undefined);
    await buy(undefined);
    expect(purchases()).toHaveLength(2);
    expect((await buy(' ')).status).toBe(400);
    expect((await buy('x'.repeat(256))).status).toBe(400);
  });
});

describe('idempotency middleware', () => {
  function app() {
    let release: () => void = () => undefined;
    let entered: () => void = () => undefined;
    // Resolves once the first request is inside its handler, its key taken.
    const inHandler = new Promise<void>((done) => (entered = done));
    let runs = 0;
    const server = new Hono<SandboxEnv>();
    server.onError(errorHandler(createLogger(false)));
    server.use('*', async (c, next) => {
      // The secure guard's claims; only the party matters here.
      c.set('claims', { PartyId: '1' } as TokenClaims);
      await next();
    });
    server.post('/slow', idempotency(Date.now), async (c) => {
      runs += 1;
      const released = new Promise<void>((done) => (release = done));
      entered();
      await released;
      return c.json({ run: runs });
    });
    server.post('/broken', idempotency(Date.now), (c) => {
      runs += 1;
      return c.json(errorBody(503, 'Busy'), 503);
    });
    const post = (path: string) =>
      server.request(path, { method: 'POST', headers: { 'Idempotency-Key': 'k' }, body: '{}' });
    return { post, release: () => release(), runs: () => runs, inHandler };
  }

  it('answers 409 while the first request with the key is still in flight', async () => {
    const { post, release, runs, inHandler } = app();
    const first = post('/slow');
    await inHandler;
    const second = await post('/slow');
    expect(second.status).toBe(409);
    release();
    expect((await first).status).toBe(200);
    const third = await post('/slow');
    expect(await third.json()).toEqual({ run: 1 });
    expect(runs()).toBe(1);
  });

  it('does not keep a server failure: asking again runs again', async () => {
    const { post, runs } = app();
    expect((await post('/broken')).status).toBe(503);
    expect((await post('/broken')).status).toBe(503);
    expect(runs()).toBe(2);
  });
});
