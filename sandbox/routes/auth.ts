import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type {
  passwordGrantBodySchema,
  refreshGrantBodySchema,
  revocationBodySchema,
} from '../../src/api/request-bodies';
import { subjectOf } from '../auth/subject';
import { newRefreshToken, newSessionId } from '../auth/token-service';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import type { ReadingOf } from '../http/fields';
import { readForm } from '../http/read-body';
import { TOO_MANY_ATTEMPTS } from '../http/throttle';
import { describeIssue } from '../http/validate';
import type { PartyState } from '../store';

const REFRESH_LIFETIME_MS = 14 * 86_400_000;
/**
 * How long after a refresh token is exchanged the same token may be presented again without ending the
 * session (Auth0's "rotation overlap period", Okta's "grace period"): the second of two tabs that refreshed
 * in the same instant. Ten seconds covers two requests sent together and a slow mobile network between
 * them; a replay after that is reuse. It is also all a stolen, just-rotated token buys an attacker.
 * @internal
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
const WRONG_CREDENTIALS = 'The user name or password is incorrect.';
const BAD_REFRESH = 'The refresh token is invalid or has expired.';

const clientId = z.string().trim().min(1, 'client_id is required');

/** @internal */
export const tokenRequestSchema = z.discriminatedUnion(
  'grant_type',
  [
    z.object({
      grant_type: z.literal('password'),
      client_id: clientId,
      username: z.string().trim().min(1, 'username is required'),
      password: z.string().min(1, 'password is required'),
    } satisfies ReadingOf<typeof passwordGrantBodySchema>),
    z.object({
      grant_type: z.literal('refresh_token'),
      client_id: clientId,
      username: z.string().trim().min(1, 'username is required'),
      refresh_token: z.string().min(1, 'refresh_token is required'),
    } satisfies ReadingOf<typeof refreshGrantBodySchema>),
  ],
  { error: 'unsupported_grant_type' },
);

/**
 * RFC 7009 revocation: the token, an optional hint (`refresh_token`, `access_token`) and the client.
 * @internal
 */
export const revocationRequestSchema = z.object({
  token: z.string().min(1, 'token is required'),
  token_type_hint: z.string().optional(),
  client_id: clientId,
} satisfies ReadingOf<typeof revocationBodySchema>);

const isForm = (c: Context) =>
  (c.req.header('content-type') ?? '').toLowerCase().includes('application/x-www-form-urlencoded');
const NOT_A_FORM = 'The request must be application/x-www-form-urlencoded.';

/** OAuth error fields plus the envelope the portal reads (spec §8 login failure). */
function oauthError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  description: string,
  headers: Record<string, string> = {},
) {
  return c.json(
    {
      error,
      error_description: description,
      IsError: true,
      ErrorDescription: description,
      StatusCode: status,
    },
    status,
    headers,
  );
}

/**
 * The authorization service: POST {authBase}/connect/token with the password and refresh_token grants,
 * and POST {authBase}/connect/revocation (RFC 7009).
 */
export function authRoutes({ store, tokens, now, throttles }: RouteDeps) {
  const app = new Hono<SandboxEnv>();

  /** A new refresh token of the session, live for 14 days. */
  function newGrant(party: PartyState, sessionId: string): string {
    const refreshToken = newRefreshToken();
    store.state.refreshTokens.set(refreshToken, {
      partyId: party.account.partyId,
      username: party.account.username,
      sessionId,
      expiresAt: now() + REFRESH_LIFETIME_MS,
    });
    return refreshToken;
  }

  /** The token answer: a new access token of the session, with `refreshToken`. */
  async function tokenAnswer(c: Context, party: PartyState, sessionId: string, refreshToken: string) {
    return c.json({
      access_token: await tokens.issue(subjectOf(party.account), sessionId),
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: tokens.ttlSeconds,
      IsError: false,
      ErrorDescription: null,
      StatusCode: 200,
    });
  }

  app.post('/auth/connect/token', async (c) => {
    if (!isForm(c)) return oauthError(c, 400, 'invalid_request', NOT_A_FORM);
    const parsed = tokenRequestSchema.safeParse(await readForm(c));
    if (!parsed.success) {
      const unsupported = parsed.error.issues.some((issue) => issue.message === 'unsupported_grant_type');
      return unsupported
        ? oauthError(c, 400, 'unsupported_grant_type', 'The grant type is not supported.')
        : oauthError(c, 400, 'invalid_request', describeIssue(parsed.error));
    }
    const request = parsed.data;

    if (request.grant_type === 'password') {
      const key = request.username.toLowerCase();
      const wait = throttles.logins.retryAfter(key);
      if (wait !== null) {
        return oauthError(c, 429, 'too_many_attempts', TOO_MANY_ATTEMPTS, { 'Retry-After': String(wait) });
      }
      const party = store.partyByUsername(request.username);
      if (!party || party.account.password !== request.password) {
        throttles.logins.failed(key);
        return oauthError(c, 401, 'invalid_grant', WRONG_CREDENTIALS);
      }
      throttles.logins.succeeded(key);
      if (!party.account.isActivated) {
        return oauthError(c, 401, 'invalid_grant', 'Your account has not been activated yet.');
      }
      party.account.loginCount += 1;
      party.account.lastLoginDate = store.timestamp();
      const sessionId = newSessionId();
      return tokenAnswer(c, party, sessionId, newGrant(party, sessionId));
    }

    const reused = store.state.rotatedRefreshTokens.get(request.refresh_token);
    if (reused) {
      // Two tabs of one session refreshing in the same instant (no Web Locks to take turns) present the
      // same token twice: within the grace period, while its successor is unused, the second gets that
      // same successor (and a new access token), so the family stays one line and nothing is revoked.
      const successor = store.state.refreshTokens.get(reused.successor);
      const party = successor ? store.party(successor.partyId) : undefined;
      if (
        successor &&
        party &&
        now() - reused.rotatedAt <= REFRESH_REUSE_GRACE_MS &&
        successor.username.toLowerCase() === request.username.toLowerCase()
      ) {
        return tokenAnswer(c, party, successor.sessionId, reused.successor);
      }
      // A token already exchanged is presented again: whoever holds the family now, it is not safe.
      store.revokeSession(reused.sessionId);
      return oauthError(c, 401, 'invalid_grant', BAD_REFRESH);
    }
    const grant = store.state.refreshTokens.get(request.refresh_token);
    store.state.refreshTokens.delete(request.refresh_token);
    const party = grant ? store.party(grant.partyId) : undefined;
    if (
      !grant ||
      !party ||
      grant.expiresAt <= now() ||
      grant.username.toLowerCase() !== request.username.toLowerCase()
    ) {
      if (grant) store.rotated(request.refresh_token, { ...grant, rotatedAt: now(), successor: '' });
      return oauthError(c, 401, 'invalid_grant', BAD_REFRESH);
    }
    const successor = newGrant(party, grant.sessionId);
    store.rotated(request.refresh_token, {
      sessionId: grant.sessionId,
      expiresAt: grant.expiresAt,
      rotatedAt: now(),
      successor,
    });
    return tokenAnswer(c, party, grant.sessionId, successor);
  });

  // 200 with an empty body whether or not the token was known, so the answer tells nothing about it.
  // Access tokens are self-contained and live out their minutes; a refresh token is gone at once.
  app.post('/auth/connect/revocation', async (c) => {
    if (!isForm(c)) return oauthError(c, 400, 'invalid_request', NOT_A_FORM);
    const parsed = revocationRequestSchema.safeParse(await readForm(c));
    if (!parsed.success) return oauthError(c, 400, 'invalid_request', describeIssue(parsed.error));
    store.state.refreshTokens.delete(parsed.data.token);
    return c.body(null, 200);
  });

  return app;
}
