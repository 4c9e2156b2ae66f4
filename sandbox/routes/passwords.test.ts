import { describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../fixtures/ids';
import type { EmailRecord } from '../model/records';
import { testSandbox } from '../testing/api-client';

const fromBase64Url = (value: string | null) => Buffer.from(value ?? '', 'base64url').toString('utf8');

async function latestEmail(
  api: ReturnType<typeof testSandbox>['api'],
): Promise<EmailRecord & { Url: string }> {
  const { body } = await api.get<EmailRecord[]>('/__sandbox/emails');
  const email = body.at(-1);
  if (!email?.Url) throw new Error('No link e-mail recorded');
  return { ...email, Url: email.Url };
}

describe('password reset and activation', () => {
  it('records a reset e-mail whose link completes the reset; the next login uses the new password', async () => {
    const { api } = testSandbox();
    const started = await api.post('/v5/api/Auth/InitiatePasswordReset', {
      json: { emailAddress: THANDI_USERNAME, IsOtpReset: false, IsLinkReset: true, IsForgotPassword: true },
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ IsError: false });

    const email = await latestEmail(api);
    expect(email).toMatchObject({ Kind: 'PasswordReset', To: THANDI_USERNAME });
    expect(email.Link).toMatch(/^\/reset-password\?u=[\w-]+&e=[\w-]+&t=[\w-]+$/);
    expect(email.Url).toBe(`http://localhost${email.Link}`);

    const query = new URL(email.Url).searchParams;
    const completion = {
      Username: fromBase64Url(query.get('u')),
      EmailAddressHash: fromBase64Url(query.get('e')),
      ResetToken: fromBase64Url(query.get('t')),
      NewPassword: 'Jacaranda#2027',
    };
    expect(completion.Username).toBe(THANDI_USERNAME);
    const done = await api.post('/v5/api/Auth/CompletePasswordReset', { json: completion });
    expect(done.status).toBe(200);
    expect((await api.login(THANDI_USERNAME, 'Jacaranda#2027')).status).toBe(200);
    expect((await api.login(THANDI_USERNAME)).status).toBe(401);

    const reused = await api.post('/v5/api/Auth/CompletePasswordReset', { json: completion });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      IsError: true,
      ErrorDescription: 'The password reset link is invalid or has expired.',
    });
  });

  it('rejects a weak new password and a wrong e-mail hash', async () => {
    const { api } = testSandbox();
    await api.post('/v4/api/partyauthentications/ResetPasswordRequested', {
      json: { emailAddress: THANDI_USERNAME },
    });
    const query = new URL((await latestEmail(api)).Url).searchParams;
    const base = {
      Username: fromBase64Url(query.get('u')),
      EmailAddressHash: fromBase64Url(query.get('e')),
      ResetToken: fromBase64Url(query.get('t')),
    };
    const weak = await api.post('/v5/api/Auth/CompletePasswordReset', {
      json: { ...base, NewPassword: 'password' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.ErrorDescription).toContain('Password must contain lower and uppercase letters');
    const wrongHash = await api.post('/v5/api/Auth/CompletePasswordReset', {
      json: { ...base, EmailAddressHash: 'abc', NewPassword: 'Jacaranda#2027' },
    });
    expect(wrongHash.status).toBe(400);
  });

  it('records activation e-mails from both API versions', async () => {
    const { api } = testSandbox();
    expect(
      (
        await api.post('/v4/api/partyauthentications/ActivateByEmail', {
          json: { EmailAddress: THANDI_USERNAME },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.post('/v5/api/Auth/ActivateByEmail', { json: { emailAddress: THANDI_USERNAME } })).status,
    ).toBe(200);
    const { body } = await api.get<EmailRecord[]>('/__sandbox/emails');
    expect(body.map((email) => email.Kind)).toEqual(['Activation', 'Activation']);
  });

  it('builds the e-mailed link on the configured origin, never on the Host header', async () => {
    const { api } = testSandbox({ publicOrigin: 'https://portal.fg.example' });
    const started = await api.post('/v5/api/Auth/InitiatePasswordReset', {
      json: { emailAddress: THANDI_USERNAME },
      origin: 'http://evil.example',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(started.status).toBe(200);
    const email = await latestEmail(api);
    expect(email.Url).toBe(`https://portal.fg.example${email.Link}`);
    expect(JSON.stringify(email)).not.toContain('evil.example');
    expect(started.text).not.toContain('evil.example');
  });

  it('answers an unknown address exactly as a known one, sending no e-mail', async () => {
    for (const path of [
      '/v5/api/Auth/InitiatePasswordReset',
      '/v4/api/partyauthentications/ResetPasswordRequested',
      '/v5/api/Auth/ActivateByEmail',
      '/v4/api/partyauthentications/ActivateByEmail',
    ]) {
      const { api } = testSandbox();
      const unknown = await api.post(path, { json: { emailAddress: 'nobody@example.co.za' } });
      const known = await api.post(path, { json: { emailAddress: THANDI_USERNAME } });
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(unknown.text.replace('nobody@example.co.za', THANDI_USERNAME)).toBe(known.text);
      expect([...unknown.headers.keys()]).toEqual([...known.headers.keys()]);
      const { body } = await api.get<EmailRecord[]>('/__sandbox/emails');
      expect(body.map((email) => email.To)).toEqual([THANDI_USERNAME]);
    }
  });

  it('sends at most 3 link e-mails per address in 15 minutes, then answers 429 with Retry-After', async () => {
    let time = Date.parse('2026-11-25T08:00:00Z');
    const { api } = testSandbox({ now: () => time });
    const ask = (emailAddress: string) =>
      api.post('/v5/api/Auth/InitiatePasswordReset', { json: { emailAddress } });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask(THANDI_USERNAME)).status).toBe(200);
    time += 60_000;
    const refused = await ask(THANDI_USERNAME.toUpperCase());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(14 * 60));
    expect(refused.body).toEqual({
      IsError: true,
      ErrorDescription: 'Too many attempts. Please wait before trying again.',
      StatusCode: 429,
    });
    expect(
      (await api.post('/v5/api/Auth/ActivateByEmail', { json: { emailAddress: THANDI_USERNAME } })).status,
    ).toBe(429);
    // Unknown addresses are counted alike, so the 429 tells nothing either.
    for (let attempt = 0; attempt < 3; attempt += 1) await ask('nobody@example.co.za');
    expect((await ask('nobody@example.co.za')).status).toBe(429);
    time += 14 * 60_000;
    expect((await ask(THANDI_USERNAME)).status).toBe(200);
    expect((await api.get<EmailRecord[]>('/__sandbox/emails')).body).toHaveLength(4);
  });

  it('answers a malformed address with 400', async () => {
    const { api } = testSandbox();
    const malformed = await api.post('/v5/api/Auth/InitiatePasswordReset', {
      json: { emailAddress: 'nope' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.ErrorDescription).toBe('Please enter a valid email address');
  });
});
