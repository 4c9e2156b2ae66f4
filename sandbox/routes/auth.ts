import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { subjectOf } from '../auth/subject';
import { newRefreshToken, newSessionId } from '../auth/token-service';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { readForm } from '../http/read-body';
import { TOO_MANY_ATTEMPTS } from '../http/throttle';
import { describeIssue } from '../http/validate';
import type { PartyState } from '../store';

const REFRESH_LIFETIME_MS = 14 * 86_400_000;
const WRONG_CREDENTIALS = 'The user name or password is incorrect.';
const BAD_REFRESH = 'The refresh token is invalid or has expired.';

const clientId = z.string().trim().min(1, 'client_id is required');

const tokenRequestSchema = z.discriminatedUnion(
  'grant_type',
  [
    z.object({
      grant_type: z.literal('password'),
      client_id: clientId,
      username: z.string().trim().min(1, 'username is required'),
      password: z.string().min(1, 'password is required'),
    }),
    z.object({
      grant_type: z.literal('refresh_token'),
      client_id: clientId,
      username: z.string().trim().min(1, 'username is required'),
      refresh_token: z.string().min(1, 'refresh_token is required'),
    }),
  ],
  { error: 'unsupported_grant_type' },
);

/** RFC 7009 revocation: the token, an optional hint (`refresh_token`, `access_token`) and the client. */
const revocationRequestSchema = z.object({
  token: z.string().min(1, 'token is required'),
  token_type_hint: z.string().optional(),
  client_id: clientId,
});

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

  async function grantTokens(c: Context, party: PartyState, sessionId: string) {
    const refreshToken = newRefreshToken();
    store.state.refreshTokens.set(refreshToken, {
      partyId: party.account.partyId,
      username: party.account.username,
      sessionId,
      expiresAt: now() + REFRESH_LIFETIME_MS,
    });
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
      return grantTokens(c, party, newSessionId());
    }

    const reused = store.state.rotatedRefreshTokens.get(request.refresh_token);
    if (reused) {
      // A token already exchanged is presented again: whoever holds the family now, it is not safe.
      store.revokeSession(reused.sessionId);
      return oauthError(c, 401, 'invalid_grant', BAD_REFRESH);
    }
    const grant = store.state.refreshTokens.get(request.refresh_token);
    store.state.refreshTokens.delete(request.refresh_token);
    if (grant) store.rotated(request.refresh_token, grant.sessionId, grant.expiresAt);
    const party = grant ? store.party(grant.partyId) : undefined;
    if (
      !grant ||
      !party ||
      grant.expiresAt <= now() ||
      grant.username.toLowerCase() !== request.username.toLowerCase()
    ) {
      return oauthError(c, 401, 'invalid_grant', BAD_REFRESH);
    }
    return grantTokens(c, party, grant.sessionId);
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
