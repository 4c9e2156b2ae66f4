import * as z from 'zod/mini';
import { type Config, REQUEST_TIMEOUT_MS, TOKEN_PATH } from '../config';
import { nonEmptyText } from '../domain/schema-parts';
import type { AuthTokens } from './auth-port';
import { dataOrError, send } from './http';
import { parseError } from './normalise-error';

export type TokenGrant =
  | { grant_type: 'password'; username: string; password: string }
  | { grant_type: 'refresh_token'; username: string; refresh_token: string };

export const tokenResponseSchema = z.object({
  access_token: nonEmptyText(),
  refresh_token: nonEmptyText(),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});

/** POSTs a grant, form-encoded, to the authorization service's token endpoint (spec §7 Authentication). */
export async function requestToken(
  config: Config,
  grant: TokenGrant,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): Promise<AuthTokens> {
  const form = new URLSearchParams({ client_id: config.authClientId, ...grant });
  const response = await send({
    url: `${config.authBase}${TOKEN_PATH}`,
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      PlatformVersion: config.platformVersion,
    },
    body: form,
    timeoutMs,
  });
  const parsed = tokenResponseSchema.safeParse(dataOrError(response, true));
  if (!parsed.success) throw parseError('The token response did not match its schema.');
  return { accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token };
}
