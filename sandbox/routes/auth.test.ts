import { decode } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SIPHO_PARTY_ID, THANDI_PARTY_ID, THANDI_USERNAME } from '../fixtures/ids';
import { testSandbox } from '../testing/api-client';
import { REFRESH_REUSE_GRACE_MS } from './auth';

const DENIED = {
  IsError: true,
  ErrorDescription: 'Authorization has been denied for this request.',
  StatusCode: 401,
};

describe('token endpoint', () => {
  it('issues a token pair for the password grant, with the user claims', async () => {
    const { api } = testSandbox({ tokenTtlSeconds: 600 });
    const { status, body } = await api.login(THANDI_USERNAME);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 600,
      IsError: false,
      ErrorDescription: null,
      StatusCode: 200,
    });
    expect(body.refresh_token).toEqual(expect.any(String));
    const { payload } = decode(String(body.access_token));
    expect(payload).toMatchObject({
      PartyId: THANDI_PARTY_ID,
      ClientName: 'FG Group',
      Username: THANDI_USERNAME,
      FullName: 'Thandi Mokoena',
      ShortName: 'Thandi',
      role: 'Customer',
      LoginCount: 42,
    });
    expect(payload.PartyRoles).toEqual(
      expect.arrayContaining([expect.objectContaining({ RoleType: 'ProductInstanceMember' })]),
    );
    expect(Number(payload.exp) - Number(payload.iat)).toBe(600);
  });

  it('answers a wrong password with 401 invalid_grant and the .NET envelope', async () => {
    const { api } = testSandbox();
    const { status, body } = await api.login(THANDI_USERNAME, 'wrong');
    expect(status).toBe(401);
    expect(body).toEqual({
      error: 'invalid_grant',
      error_description: 'The user name or password is incorrect.',
      IsError: true,
      ErrorDescription: 'The user name or password is incorrect.',
      StatusCode: 401,
    });
  });

  it('rotates refresh tokens: the new pair works, the used token does not (after the grace period)', async () => {
    let time = Date.now();
    const { api } = testSandbox({ now: () => time });
    const first = await api.login(THANDI_USERNAME);
    const refresh = (token: unknown) =>
      api.post('/auth/connect/token', {
        form: {
          client_id: 'fg-portal',
          grant_type: 'refresh_token',
          username: THANDI_USERNAME,
          refresh_token: String(token),
        },
      });
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    time += REFRESH_REUSE_GRACE_MS + 1;
    const reused = await refresh(first.body.refresh_token);
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ error: 'invalid_grant', IsError: true, StatusCode: 401 });
  });

  it('a rotated refresh token used again ends its session: the newest refresh token and access token fail too, other sessions go on', async () => {
    let time = Date.now();
    const { api } = testSandbox({ now: () => time });
    const first = await api.login(THANDI_USERNAME);
    const other = await api.login(THANDI_USERNAME);
    const second = await api.refresh(THANDI_USERNAME, first.body.refresh_token);
    expect(second.status).toBe(200);
    time += REFRESH_REUSE_GRACE_MS + 1;
    const replay = await api.refresh(THANDI_USERNAME, first.body.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ error: 'invalid_grant' });
    const newest = await api.refresh(THANDI_USERNAME, second.body.refresh_token);
    expect(newest.status).toBe(401);
    expect(newest.body).toMatchObject({ error: 'invalid_grant' });
    const bearer = (body: Record<string, unknown>) => ({
      Authorization: `Bearer ${String(body.access_token)}`,
    });
    expect(
      (await api.get('/v5/api/Parties/300145/workspaces', { headers: bearer(second.body) })).status,
    ).toBe(401);
    expect((await api.get('/v5/api/Parties/300145/workspaces', { headers: bearer(other.body) })).status).toBe(
      200,
    );
    expect((await api.refresh(THANDI_USERNAME, other.body.refresh_token)).status).toBe(200);
  });

  describe('reuse grace period (two tabs refreshing in the same instant)', () => {
    const bearer = (body: Record<string, unknown>) => ({
      Authorization: `Bearer ${String(body.access_token)}`,
    });
    const workspaces = '/v5/api/Parties/300145/workspaces';

    it.each([0, 1_000, REFRESH_REUSE_GRACE_MS])(
      'the just-rotated token presented again %i ms later gets the same successor, and nothing is revoked',
      async (later) => {
        let time = Date.now();
        const { api } = testSandbox({ now: () => time });
        const login = await api.login(THANDI_USERNAME);
        const first = await api.refresh(THANDI_USERNAME, login.body.refresh_token);
        time += later;
        const second = await api.refresh(THANDI_USERNAME, login.body.refresh_token);
        expect(second.status).toBe(200);
        expect(second.body.refresh_token).toBe(first.body.refresh_token);
        expect(decode(String(second.body.access_token)).payload.sid).toBe(
          decode(String(first.body.access_token)).payload.sid,
        );
        for (const answer of [first, second]) {
          expect((await api.get(workspaces, { headers: bearer(answer.body) })).status).toBe(200);
        }
        // The family goes on: the shared successor rotates as usual.
        expect((await api.refresh(THANDI_USERNAME, first.body.refresh_token)).status).toBe(200);
      },
    );

    it('after the grace period the same presentation is reuse: the whole session ends', async () => {
      let time = Date.now();
      const { api } = testSandbox({ now: () => time });
      const login = await api.login(THANDI_USERNAME);
      const first = await api.refresh(THANDI_USERNAME, login.body.refresh_token);
      time += REFRESH_REUSE_GRACE_MS + 1;
      expect((await api.refresh(THANDI_USERNAME, login.body.refresh_token)).status).toBe(401);
      expect((await api.refresh(THANDI_USERNAME, first.body.refresh_token)).status).toBe(401);
      expect((await api.get(workspaces, { headers: bearer(first.body) })).status).toBe(401);
    });

    it('within the grace period, once the successor itself was used, it is reuse: the session ends', async () => {
      let time = Date.now();
      const { api } = testSandbox({ now: () => time });
      const login = await api.login(THANDI_USERNAME);
      const first = await api.refresh(THANDI_USERNAME, login.body.refresh_token);
      const next = await api.refresh(THANDI_USERNAME, first.body.refresh_token);
      time += 1_000;
      expect((await api.refresh(THANDI_USERNAME, login.body.refresh_token)).status).toBe(401);
      expect((await api.refresh(THANDI_USERNAME, next.body.refresh_token)).status).toBe(401);
    });

    it('within the grace period, another username or a signed-out successor gets nothing', async () => {
      const { api } = testSandbox();
      const login = await api.login(THANDI_USERNAME);
      const first = await api.refresh(THANDI_USERNAME, login.body.refresh_token);
      expect((await api.refresh('sipho@example.co.za', login.body.refresh_token)).status).toBe(401);
      const again = await api.login(THANDI_USERNAME);
      const rotated = await api.refresh(THANDI_USERNAME, again.body.refresh_token);
      await api.post('/auth/connect/revocation', {
        form: { client_id: 'fg-portal', token: String(rotated.body.refresh_token) },
      });
      expect((await api.refresh(THANDI_USERNAME, again.body.refresh_token)).status).toBe(401);
      expect(first.status).toBe(200);
    });
  });

  it('keeps the session id (sid) across refreshes; each login starts another session', async () => {
    const { api } = testSandbox();
    const sid = (body: Record<string, unknown>) => decode(String(body.access_token)).payload.sid;
    const first = await api.login(THANDI_USERNAME);
    const refreshed = await api.refresh(THANDI_USERNAME, first.body.refresh_token);
    expect(sid(first.body)).toEqual(expect.any(String));
    expect(sid(refreshed.body)).toBe(sid(first.body));
    expect(sid((await api.login(THANDI_USERNAME)).body)).not.toBe(sid(first.body));
  });

  it('binds a refresh token to its username', async () => {
    const { api } = testSandbox();
    const { body } = await api.login(THANDI_USERNAME);
    const result = await api.post('/auth/connect/token', {
      form: {
        client_id: 'fg-portal',
        grant_type: 'refresh_token',
        username: 'sipho@example.co.za',
        refresh_token: String(body.refresh_token),
      },
    });
    expect(result.status).toBe(401);
  });

  it('validates the form', async () => {
    const { api } = testSandbox();
    const noClient = await api.post('/auth/connect/token', {
      form: { grant_type: 'password', username: THANDI_USERNAME, password: DEMO_PASSWORD },
    });
    expect(noClient.status).toBe(400);
    expect(noClient.body).toMatchObject({ error: 'invalid_request', IsError: true, StatusCode: 400 });
    const badGrant = await api.post('/auth/connect/token', {
      form: { client_id: 'x', grant_type: 'client_credentials' },
    });
    expect(badGrant.body).toMatchObject({ error: 'unsupported_grant_type', StatusCode: 400 });
    const json = await api.post('/auth/connect/token', { json: { client_id: 'x', grant_type: 'password' } });
    expect(json.status).toBe(400);
  });
});

describe('token headers and revocation', () => {
  const revoke = (api: ReturnType<typeof testSandbox>['api'], form: Record<string, string>) =>
    api.post('/auth/connect/revocation', { form: { client_id: 'fg-portal', ...form } });

  it('sends tokens with Cache-Control: no-store and nosniff', async () => {
    const { api } = testSandbox();
    const { headers } = await api.login(THANDI_USERNAME);
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    const failed = await api.login(THANDI_USERNAME, 'guess');
    expect(failed.headers.get('Cache-Control')).toBe('no-store');
  });

  it('revokes a refresh token (RFC 7009): 200 with an empty body, and the refresh grant then fails', async () => {
    const { api } = testSandbox();
    const { body } = await api.login(THANDI_USERNAME);
    const revoked = await revoke(api, {
      token: String(body.refresh_token),
      token_type_hint: 'refresh_token',
    });
    expect(revoked.status).toBe(200);
    expect(revoked.text).toBe('');
    expect(revoked.headers.get('Cache-Control')).toBe('no-store');
    const refreshed = await api.refresh(THANDI_USERNAME, body.refresh_token);
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers an unknown, used or access token alike, and leaves other sessions alone', async () => {
    const { api } = testSandbox();
    const other = await api.login(THANDI_USERNAME);
    for (const token of ['not-a-token', String((await api.login(THANDI_USERNAME)).body.access_token)]) {
      const answer = await revoke(api, { token });
      expect(answer.status).toBe(200);
      expect(answer.text).toBe('');
    }
    expect((await api.refresh(THANDI_USERNAME, other.body.refresh_token)).status).toBe(200);
  });

  it('refuses a malformed revocation with 400 invalid_request', async () => {
    const { api } = testSandbox();
    expect((await revoke(api, {})).body).toMatchObject({ error: 'invalid_request', StatusCode: 400 });
    const json = await api.post('/auth/connect/revocation', { json: { token: 'x', client_id: 'fg-portal' } });
    expect(json.status).toBe(400);
    const noClient = await api.post('/auth/connect/revocation', { form: { token: 'x' } });
    expect(noClient.body).toMatchObject({ error: 'invalid_request' });
  });
});

describe('login throttling', () => {
  const THROTTLED = {
    error: 'too_many_attempts',
    error_description: 'Too many attempts. Please wait before trying again.',
    IsError: true,
    ErrorDescription: 'Too many attempts. Please wait before trying again.',
    StatusCode: 429,
  };

  function clocked() {
    let time = Date.parse('2026-11-25T08:00:00Z');
    const { api } = testSandbox({ now: () => time });
    return { api, advance: (seconds: number) => (time += seconds * 1000) };
  }

  it('refuses even the right password for 30 s after 5 wrong ones, then doubles the wait on each failure', async () => {
    const { api, advance } = clocked();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api.login(THANDI_USERNAME, 'guess')).status).toBe(401);
    }
    const locked = await api.login(THANDI_USERNAME);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('30');
    expect(locked.body).toEqual(THROTTLED);
    advance(29);
    expect((await api.login(THANDI_USERNAME)).headers.get('Retry-After')).toBe('1');
    advance(1);
    expect((await api.login(THANDI_USERNAME.toUpperCase(), 'guess')).status).toBe(401);
    expect((await api.login(THANDI_USERNAME)).headers.get('Retry-After')).toBe('60');
    advance(60);
    expect((await api.login(THANDI_USERNAME)).status).toBe(200);
    // The success reset the count: four failures lock nothing.
    for (let attempt = 0; attempt < 4; attempt += 1) await api.login(THANDI_USERNAME, 'guess');
    expect((await api.login(THANDI_USERNAME)).status).toBe(200);
  });

  it('caps the wait at 15 minutes, and throttles an unknown username alike', async () => {
    const { api, advance } = clocked();
    let wait = '';
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await api.login('nobody@example.co.za', 'guess');
      wait = answer.headers.get('Retry-After') ?? '';
      expect(answer.status).toBe(401);
      advance(15 * 60);
    }
    expect((await api.login('nobody@example.co.za', 'guess')).status).toBe(401);
    const locked = await api.login('NOBODY@example.co.za', 'guess');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect(wait).toBe('');
  });

  it('leaves other usernames alone', async () => {
    const { api } = clocked();
    for (let attempt = 0; attempt < 5; attempt += 1) await api.login(THANDI_USERNAME, 'guess');
    expect((await api.login('sipho@example.co.za')).status).toBe(200);
  });
});

describe('secure calls', () => {
  const path = `/v3/api/Parties/${THANDI_PARTY_ID}`;

  it('401 without a bearer, with a malformed one, or with a token of another sandbox', async () => {
    const { api } = testSandbox();
    const other = testSandbox();
    const foreign = await other.api.tokenOf(THANDI_USERNAME);
    for (const token of [undefined, 'not-a-jwt', foreign]) {
      const { status, body } = await api.get(path, { token });
      expect(status).toBe(401);
      expect(body).toEqual(DENIED);
    }
  });

  it('401 once the token has expired, with a challenge that says so', async () => {
    let now = Date.parse('2026-06-01T08:00:00Z');
    const { api } = testSandbox({ now: () => now, tokenTtlSeconds: 900 });
    const token = await api.tokenOf(THANDI_USERNAME);
    expect((await api.get(path, { token })).status).toBe(200);
    now += 901_000;
    const expired = await api.get(path, { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(DENIED);
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it("403 for another party's id in the path", async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const { status, body } = await api.get(`/v3/api/Parties/${SIPHO_PARTY_ID}`, { token });
    expect(status).toBe(403);
    expect(body).toMatchObject({ IsError: true, StatusCode: 403 });
  });

  it('accepts the RoleToken and PlatformVersion headers without requiring them', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const { status } = await api.get(path, {
      token,
      headers: { RoleToken: 'role', PlatformVersion: '1.0.870' },
    });
    expect(status).toBe(200);
  });
});
