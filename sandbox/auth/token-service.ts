import { sign, verify } from 'hono/jwt';
import type { TokenClaims } from './claims';
import { tokenClaimsSchema } from './claims';

export type AccessTokenSubject = Omit<TokenClaims, 'sub' | 'sid' | 'iat' | 'exp'>;

type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

export interface TokenService {
  readonly ttlSeconds: number;
  /** An access token for `subject` in the session `sessionId` (a new session when none is given). */
  issue(subject: AccessTokenSubject, sessionId?: string): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
}

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Buffer.from(bytes).toString('base64url');
}

/**
 * HS256 tokens signed with a secret made at start-up, so no token survives a restart.
 * Expiry is checked against the injected clock rather than the library's, so tests can move time.
 */
export function createTokenService(ttlSeconds: number, now: () => number): TokenService {
  const secret = randomSecret();
  const seconds = () => Math.floor(now() / 1000);

  return {
    ttlSeconds,
    async issue(subject, sessionId = newSessionId()) {
      const iat = seconds();
      const claims: TokenClaims = {
        sub: subject.PartyId,
        ...subject,
        sid: sessionId,
        iat,
        exp: iat + ttlSeconds,
      };
      return sign(claims, secret, 'HS256');
    },
    async verify(token) {
      let payload: unknown;
      try {
        payload = await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false });
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      const parsed = tokenClaimsSchema.safeParse(payload);
      if (!parsed.success) return { ok: false, reason: 'invalid' };
      if (parsed.data.exp <= seconds()) return { ok: false, reason: 'expired' };
      return { ok: true, claims: parsed.data };
    },
  };
}

/** Id of a sign-in: a password grant starts one, its refreshes continue it. */
export function newSessionId(): string {
  return crypto.randomUUID();
}

/** Opaque refresh token: random, bound to a username and a session by the store. */
export function newRefreshToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}
