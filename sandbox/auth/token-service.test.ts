import { decode } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './token-service';

const subject = {
  PartyId: '300145',
  ClientName: 'FG Group',
  Username: 'thandi@example.co.za',
  FullName: 'Thandi Mokoena',
  ShortName: 'Thandi',
  LoginCount: 3,
  role: 'Customer' as const,
  PartyRoles: [{ ID: 1, Name: 'Party', RoleType: 'Party', Hash: 'abc' }],
};

describe('token service', () => {
  it('issues an HS256 token with the claims and an exp from the clock', async () => {
    const service = createTokenService(900, () => 1_800_000_000_000);
    const token = await service.issue(subject);
    const { header, payload } = decode(token);
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ ...subject, sub: '300145', iat: 1_800_000_000, exp: 1_800_000_900 });
    expect(await service.verify(token)).toMatchObject({ ok: true, claims: { PartyId: '300145' } });
  });

  it('puts the session id in sid, a new one when none is given', async () => {
    const service = createTokenService(900, Date.now);
    expect(decode(await service.issue(subject, 'session-1')).payload.sid).toBe('session-1');
    const one = decode(await service.issue(subject)).payload.sid;
    const other = decode(await service.issue(subject)).payload.sid;
    expect(one).toEqual(expect.any(String));
    expect(one).not.toBe(other);
  });

  it('reports expiry against the injected clock', async () => {
    let now = 1_800_000_000_000;
    const service = createTokenService(60, () => now);
    const token = await service.issue(subject);
    now += 61_000;
    expect(await service.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects tampered tokens and tokens of another instance (secret made at start-up)', async () => {
    const one = createTokenService(900, Date.now);
    const other = createTokenService(900, Date.now);
    const token = await one.issue(subject);
    const [head, , signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...subject, PartyId: '1' })).toString('base64url')}.${signature}`;
    expect(await one.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(await other.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
