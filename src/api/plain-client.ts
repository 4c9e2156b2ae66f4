import * as z from 'zod/mini';
import { type ApiSettings, REQUEST_TIMEOUT_MS } from '../config/config';
import type { AuthPort } from './auth-port';
import { type ApiRequest, baseUrl, type RequestClient, WEB_API_PATH } from './client';
import { dataOrError, send } from './http';
import { parseError } from './normalise-error';

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
      url: `${baseUrl(config, call.base ?? (WEB_API_PATH.test(path) ? 'web' : 'main'))}${path}`,
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs,
      signal: call.signal,
    });
    // createApiClient's check of the answer, with the same texts.
    const data = dataOrError(response, call.schema !== undefined);
    if (!call.schema) return data as T;
    const parsed = z.safeParse(call.schema, data);
    if (!parsed.success) throw parseError(`Unexpected response from ${method} ${path}`);
    return parsed.data;
  }
  return { auth, request };
}
