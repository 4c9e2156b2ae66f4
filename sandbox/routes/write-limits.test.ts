import { describe, expect, it } from 'vitest';
import { THANDI_PARTY_ID, THANDI_USERNAME } from '../fixtures/ids';
import { LIMITS } from '../http/limits';
import { TOO_MANY_ATTEMPTS } from '../http/throttle';
import { MAX_KEPT } from '../support/bounded';
import { testSandbox } from '../testing/api-client';

// Issue 48, item 3: the probe's own floods of writes anyone (or any one session) can make. Each limit
// is met at its edge: the last allowed request passes, the next is 429 with Retry-After.

const THROTTLED = { IsError: true, ErrorDescription: TOO_MANY_ATTEMPTS, StatusCode: 429 };
const START = Date.parse('2026-06-01T08:00:00Z');
const statusesOf = (answers: { status: number }[]) => answers.map((answer) => answer.status);

function nth<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No answer ${index}`);
  return item;
}

function expectThrottled(answer: { status: number; body: unknown; headers: Headers }) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(THROTTLED);
  expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
}

describe('contact requests (ContactMe, no token)', () => {
  it('60 in a row from one address: the first 5 in 10 minutes are taken, the rest 429 until the window moves', async () => {
    let now = START;
    const { api, sandbox } = testSandbox({ now: () => now });
    const contact = (from?: string) =>
      api.post('/v3/api/SignUp/ContactMe', { json: { ContactNo: '082 555 0143' }, from });
    const answers = [];
    for (let n = 0; n < 60; n++) answers.push(await contact());
    const { limit, windowMs } = LIMITS.contactRequests;
    expect(limit).toBe(5);
    expect(statusesOf(answers)).toEqual([...Array(limit).fill(200), ...Array(60 - limit).fill(429)]);
    expectThrottled(nth(answers, limit));
    expect(answers[limit]?.headers.get('Retry-After')).toBe(String(windowMs / 1000));
    expect(sandbox.store.state.records.contactRequests).toHaveLength(limit);
    expect((await contact('198.51.100.7')).status).toBe(200);
    now += windowMs;
    expect((await contact()).status).toBe(200);
  });
});

describe('ratings (UserResponse, no token)', () => {
  const rating = (SystemIdentifier: string) => ({
    OptionSelected: 9,
    Comment: '',
    SystemIdentifier,
    ResponseTypeID: 1,
  });

  it('200 at once from one address: only the address’s 10 are stored', async () => {
    const { api, sandbox } = testSandbox();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => api.post('/v4/api/UserResponse', { json: rating('N/A -7') })),
    );
    const { limit } = LIMITS.ratingsPerClient;
    expect(statusesOf(answers).filter((status) => status === 200)).toHaveLength(limit);
    expect(statusesOf(answers).filter((status) => status === 429)).toHaveLength(200 - limit);
    expect(sandbox.store.state.records.ratings).toHaveLength(limit);
    expect(
      (await api.post('/v4/api/UserResponse', { json: rating('N/A -7'), from: '198.51.100.7' })).status,
    ).toBe(200);
  });

  it('one campaign’s reference takes 100 in 10 minutes, from however many addresses', async () => {
    const { api } = testSandbox();
    const { limit } = LIMITS.ratingsPerIdentifier;
    for (let n = 0; n < limit; n++) {
      const answer = await api.post('/v4/api/UserResponse', {
        json: rating('email-2026-06'),
        from: `10.0.${Math.floor(n / 250)}.${n % 250}`,
      });
      expect(answer.status).toBe(200);
    }
    expectThrottled(
      await api.post('/v4/api/UserResponse', { json: rating('email-2026-06'), from: '10.9.9.9' }),
    );
    expect(
      (await api.post('/v4/api/UserResponse', { json: rating('email-2026-07'), from: '10.9.9.9' })).status,
    ).toBe(200);
  });
});

describe('activity events (per session and party, stored bounded)', () => {
  /** The portal's LoginAction event (src/api/party-activity.ts), sent with a session's token. */
  const eventFrom = (api: ReturnType<typeof testSandbox>['api']) => (token: string) =>
    api.post(`/v4/api/events/${THANDI_PARTY_ID}?action=LoginAction`, {
      token,
      json: { PartyID: THANDI_PARTY_ID, Action: 'LoginAction', Channel: 'Web' },
    });

  it('3000 from one session: 30 are stored, the rest 429; the party’s sessions together stop at 100', async () => {
    const { api, sandbox } = testSandbox();
    const event = eventFrom(api);
    const token = await api.tokenOf(THANDI_USERNAME);
    const answers = [];
    for (let n = 0; n < 3000; n++) answers.push(await event(token));
    const perSession = LIMITS.eventsPerSession.limit;
    expect(statusesOf(answers).slice(0, perSession)).toEqual(Array(perSession).fill(200));
    expect(statusesOf(answers).slice(perSession)).toEqual(Array(3000 - perSession).fill(429));
    expectThrottled(nth(answers, perSession));
    expect(sandbox.store.state.records.events).toHaveLength(perSession);
    // New sign-ins (sessions) of the same party: each has its own 30, the party 100 in all.
    const perParty = LIMITS.eventsPerParty.limit;
    let stored = perSession;
    while (stored < perParty) {
      const session = await api.tokenOf(THANDI_USERNAME);
      for (let n = 0; n < perSession && stored < perParty; n++, stored++)
        expect((await event(session)).status).toBe(200);
    }
    expectThrottled(await event(await api.tokenOf(THANDI_USERNAME)));
    expect(sandbox.store.state.records.events).toHaveLength(perParty);
  });

  it('keeps at most the newest 10 000, like the other collections', async () => {
    const { api, sandbox } = testSandbox();
    const event = eventFrom(api);
    const { events } = sandbox.store.state.records;
    for (let n = 0; n < MAX_KEPT; n++)
      events.push({ ID: n, PartyID: THANDI_PARTY_ID, Kind: 'Old', Detail: {}, CreatedDate: '' });
    expect((await event(await api.tokenOf(THANDI_USERNAME))).status).toBe(200);
    expect(events).toHaveLength(MAX_KEPT);
    expect(events.at(-1)?.Kind).toBe('LoginAction');
    expect(events[0]?.ID).toBe(1);
  });
});

describe('sign-up, activation and password reset (no token)', () => {
  const step1 = (n: number) => ({
    Step: 1,
    FirstName: 'Ayanda',
    LastName: 'Zulu',
    EmailAddress: `ayanda.${n}@example.co.za`,
  });

  it('takes 60 sign-up calls an address in 15 minutes, steps and register together', async () => {
    const { api } = testSandbox();
    const { limit } = LIMITS.signUpCalls;
    for (let n = 0; n < limit; n++) {
      expect((await api.post('/v4/api/parties/signup', { json: step1(n) })).status).toBe(200);
    }
    expectThrottled(await api.post('/v4/api/parties/signup', { json: step1(limit) }));
    expectThrottled(await api.post('/v4/api/parties/register', { json: {} }));
    expect(
      (await api.post('/v4/api/parties/signup', { json: step1(limit), from: '198.51.100.7' })).status,
    ).toBe(200);
  });

  it('answers whether an ID number has an account at most 10 times a number in 15 minutes', async () => {
    const { api } = testSandbox();
    const step2 = {
      ...step1(0),
      Step: 2,
      AllowMarketingConsent: false,
      CellPhone: '0725550111',
      IdNumber: '8804120123085',
    };
    const { limit } = LIMITS.idNumberChecks;
    for (let n = 0; n < limit; n++) {
      const answer = await api.post('/v4/api/parties/signup', { json: step2, from: `198.51.100.${n}` });
      expect(answer.body.ValidationResult).toEqual([expect.objectContaining({ ErrorCode: 'IdNumberInUse' })]);
    }
    expectThrottled(await api.post('/v4/api/parties/signup', { json: step2, from: '198.51.100.99' }));
  });

  it('sends reset and activation e-mails for at most 10 addresses from one client address in 15 minutes', async () => {
    const { api } = testSandbox();
    const { limit } = LIMITS.linkEmailsPerClient;
    for (let n = 0; n < limit; n++) {
      const kind = n % 2 === 0 ? 'InitiatePasswordReset' : 'ActivateByEmail';
      const answer = await api.post(`/v5/api/Auth/${kind}`, {
        json: { emailAddress: `someone.${n}@example.co.za` },
      });
      expect(answer.status).toBe(200);
    }
    expectThrottled(
      await api.post('/v5/api/Auth/InitiatePasswordReset', { json: { emailAddress: THANDI_USERNAME } }),
    );
    expect(
      (
        await api.post('/v5/api/Auth/InitiatePasswordReset', {
          json: { emailAddress: THANDI_USERNAME },
          from: '198.51.100.7',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses wrong reset links with 400, past 10 with 429, and still takes a customer’s good one', async () => {
    const { api, sandbox } = testSandbox();
    await api.post('/v5/api/Auth/InitiatePasswordReset', {
      json: { emailAddress: THANDI_USERNAME },
      from: '198.51.100.7',
    });
    const query = new URL(sandbox.store.state.emails.at(-1)?.Url ?? '').searchParams;
    const decoded = (name: string) => Buffer.from(query.get(name) ?? '', 'base64url').toString('utf8');
    const completion = {
      Username: decoded('u'),
      EmailAddressHash: decoded('e'),
      ResetToken: decoded('t'),
      NewPassword: 'Jacaranda#2027',
    };
    const guess = (n: number) =>
      api.post('/v5/api/Auth/CompletePasswordReset', { json: { ...completion, ResetToken: `guess-${n}` } });
    const { limit } = LIMITS.resetFailures;
    for (let n = 0; n < limit; n++) expect((await guess(n)).status).toBe(400);
    expectThrottled(await guess(limit));
    expect((await api.post('/v5/api/Auth/CompletePasswordReset', { json: completion })).status).toBe(200);
  });
});
