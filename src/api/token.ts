import * as z from 'zod/mini';
import { type Config, REQUEST_TIMEOUT_MS, TOKEN_PATH } from '../config';
import { nonEmptyText } from '../domain/schema-parts';
import type { AuthTokens } from './auth-port';
import { dataOrError, type RawResponse, send } from './http';
import { parseError } from './normalise-error';
import type { TokenBody } from './request-bodies';

/** A grant as the token endpoint takes it, less the client id the config adds (its schema: request-bodies.ts). */
export type TokenGrant = TokenBody extends infer B
  ? B extends unknown
    ? Omit<B, 'client_id'>
    : never
  : never;

export const tokenResponseSchema = z.object({
  access_token: nonEmptyText(),
  refresh_token: nonEmptyText(),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});

/** POSTs a grant, form-encoded, to the authorization service's token endpoint (spec §7 Authentication). */
export function postGrant(
  config: Config,
  grant: TokenGrant,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): Promise<RawResponse> {
  return send({
    url: `${config.authBase}${TOKEN_PATH}`,
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      PlatformVersion: config.platformVersion,
    },
    body: new URLSearchParams({ client_id: config.authClientId, ...grant } satisfies TokenBody),
    timeoutMs,
  });
}

/** The tokens of a token endpoint's answer, or the ApiError it amounts to. */
export function tokensFrom(response: RawResponse): AuthTokens {
  const parsed = tokenResponseSchema.safeParse(dataOrError(response, true));
  if (!parsed.success) throw parseError('The token response did not match its schema.');
  return { accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token };
}

/** Posts a grant and reads its tokens. */
export async function requestToken(
  config: Config,
  grant: TokenGrant,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): Promise<AuthTokens> {
  return tokensFrom(await postGrant(config, grant, timeoutMs));
}
