import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { subjectOf } from '../auth/subject';
import { newRefreshToken, newSessionId } from '../auth/token-service';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { readForm } from '../http/read-body';
import { describeIssue } from '../http/validate';
import type { PartyState } from '../store';

const REFRESH_LIFETIME_MS = 14 * 86_400_000;
const WRONG_CREDENTIALS = 'The user name or password is incorrect.';
const BAD_REFRESH = 'The refresh token is invalid or has expired.';

const clientId = z.string().trim().min(1, 'client_id is required');

export const tokenRequestSchema = z.discriminatedUnion(
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

/** OAuth error fields plus the envelope the portal reads (spec §8 login failure). */
function oauthError(c: Context, status: ContentfulStatusCode, error: string, description: string) {
  return c.json(
    {
      error,
      error_description: description,
      IsError: true,
      ErrorDescription: description,
      StatusCode: status,
    },
    status,
  );
}

/** The authorization service: POST {authBase}/connect/token with the password and refresh_token grants. */
export function authRoutes({ store, tokens, now }: RouteDeps) {
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
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().includes('application/x-www-form-urlencoded')) {
      return oauthError(c, 400, 'invalid_request', 'The request must be application/x-www-form-urlencoded.');
    }
    const parsed = tokenRequestSchema.safeParse(await readForm(c));
    if (!parsed.success) {
      const unsupported = parsed.error.issues.some((issue) => issue.message === 'unsupported_grant_type');
      return unsupported
        ? oauthError(c, 400, 'unsupported_grant_type', 'The grant type is not supported.')
        : oauthError(c, 400, 'invalid_request', describeIssue(parsed.error));
    }
    const request = parsed.data;

    if (request.grant_type === 'password') {
      const party = store.partyByUsername(request.username);
      if (!party || party.account.password !== request.password) {
        return oauthError(c, 401, 'invalid_grant', WRONG_CREDENTIALS);
      }
      if (!party.account.isActivated) {
        return oauthError(c, 401, 'invalid_grant', 'Your account has not been activated yet.');
      }
      party.account.loginCount += 1;
      party.account.lastLoginDate = store.timestamp();
      return grantTokens(c, party, newSessionId());
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
      return oauthError(c, 401, 'invalid_grant', BAD_REFRESH);
    }
    return grantTokens(c, party, grant.sessionId);
  });

  return app;
}
