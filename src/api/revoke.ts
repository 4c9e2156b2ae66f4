import { type Config, REQUEST_TIMEOUT_MS, REVOCATION_PATH } from '../config';
import { send } from './http';
import type { RevocationBody } from './request-bodies';

/**
 * Asks the authorization service to revoke a refresh token (RFC 7009), form-encoded and without any
 * token header. Fire-and-forget: logout never waits for it, and its failure is ignored.
 */
export function revokeRefreshToken(config: Config, refreshToken: string): void {
  send({
    url: `${config.authBase}${REVOCATION_PATH}`,
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      PlatformVersion: config.platformVersion,
    },
    body: new URLSearchParams({
      token: refreshToken,
      token_type_hint: 'refresh_token',
      client_id: config.authClientId,
    } satisfies RevocationBody),
    timeoutMs: REQUEST_TIMEOUT_MS,
  }).catch(() => undefined);
}
