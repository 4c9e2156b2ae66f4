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

  it('answers an unknown address with 404 and a malformed one with 400', async () => {
    const { api } = testSandbox();
    const unknown = await api.post('/v5/api/Auth/InitiatePasswordReset', {
      json: { emailAddress: 'nobody@example.co.za' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ IsError: true, StatusCode: 404 });
    const malformed = await api.post('/v5/api/Auth/InitiatePasswordReset', {
      json: { emailAddress: 'nope' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.ErrorDescription).toBe('Please enter a valid email address');
  });
});
