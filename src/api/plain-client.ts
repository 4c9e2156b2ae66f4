import { type ApiSettings, REQUEST_TIMEOUT_MS } from '../config/api-settings';
import { ApiError, ERROR_TEXT } from './api-error';
import { urlOnBase } from './api-url';
import type { AuthPort } from './auth-port';
import type { ApiRequest, RequestClient } from './client';
import { send } from './http';
import { failureStatus, isErrorBody } from './normalise-error';

/**
 * A client for calls that carry no token and whose answer is not read (`<fg-rate-us>`'s post): the same
 * URL, JSON body, headers, timeout and failure statuses as createApiClient's, without its token refresh,
 * answer schemas, the kinds of call only the signed-in tags make, or the server's own words. A call it
 * cannot make as createApiClient would (secure, multipart or form-encoded, with a query, party, schema or
 * transport, absolute) is refused before anything is sent, never sent half-made.
 *
 * A failure is the ApiError of its status with the generic text (the network's, when there was no
 * answer): its callers show their own words, as the rating does (spec §8: "Failure stores no error
 * detail"). `settings` are read for each call: a page's may change, and may need a chunk fetched to be
 * checked (page-api-settings.ts), which a failed call then fetches again.
 */
export function createPlainClient(
  settings: () => ApiSettings | Promise<ApiSettings>,
  auth: AuthPort,
  timeoutMs = REQUEST_TIMEOUT_MS,
): RequestClient {
  async function request<T>(call: ApiRequest<T>): Promise<T> {
    const { path, body, method = 'GET' } = call;
    const refused =
      call.secure || call.multipart || call.query || call.party || call.schema || call.transport;
    if (refused || path[0] !== '/' || body instanceof FormData || body instanceof URLSearchParams)
      throw new Error(`A plain client cannot make ${method} ${path} as asked`);
    const config = await settings();
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
    const { status, body: answer } = response;
    if (status >= 400 || isErrorBody(answer))
      throw new ApiError({ status: failureStatus(status, answer), message: ERROR_TEXT.generic });
    return answer as T;
  }
  return { auth, request };
}
