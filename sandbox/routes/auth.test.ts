import { decode } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SIPHO_PARTY_ID, THANDI_PARTY_ID, THANDI_USERNAME } from '../fixtures/ids';
import { testSandbox } from '../testing/api-client';

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

  it('rotates refresh tokens: the new pair works, the used token does not', async () => {
    const { api } = testSandbox();
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
    const reused = await refresh(first.body.refresh_token);
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ error: 'invalid_grant', IsError: true, StatusCode: 401 });
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
