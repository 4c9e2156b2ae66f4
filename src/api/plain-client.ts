import { type ApiSettings, REQUEST_TIMEOUT_MS } from '../config/config';
import type { AuthPort } from './auth-port';
import { type ApiRequest, answerOf, type RequestClient, urlOnBase } from './client';
import { send } from './http';

/**
 * A client for calls that carry no token (`<fg-rate-us>`'s post): the same URL, JSON body, headers, error
 * texts and response check as createApiClient's, without its token refresh and the kinds of call only the
 * signed-in tags make. A call it cannot make as createApiClient would (secure, multipart or form-encoded,
 * with a query or party, absolute, transported) is refused before anything is sent, never sent half-made.
 */
export function createPlainClient(
  config: ApiSettings,
  auth: AuthPort,
  timeoutMs = REQUEST_TIMEOUT_MS,
): RequestClient {
  async function request<T>(call: ApiRequest<T>): Promise<T> {
    const { path, body, method = 'GET' } = call;
    const refused = call.secure || call.multipart || call.query || call.party || call.transport;
    if (refused || path[0] !== '/' || body instanceof FormData || body instanceof URLSearchParams)
      throw new Error(`A plain client cannot make ${method} ${path} as asked`);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
    // The URL is on a configured base, an origin the header may go to (createApiClient's rule).
    headers.PlatformVersion = config.platformVersion;
    const response = await send({
      url: urlOnBase(config, call.base, path),
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
      signal: call.signal,
    });
    return answerOf(response, call, method);
  }
  return { auth, request };
}
