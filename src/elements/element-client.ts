import { CLIENT_STATUS, isApiError } from '../api/api-error';
import type { AuthPort } from '../api/auth-port';
import { type ApiClient, createApiClient } from '../api/client';
import { pageRuntimeConfig } from './element-runtime';
import { warnOnce } from './warn-once';

/** The fix the console gives when a tag's API cannot be reached at all. */
export const UNREACHABLE_FIX = `allow the API's origins in the page's CSP connect-src, or set them in its data-fg-config block`;

/**
 * An element's API client over the page's config, which tells the page's developer once when the API
 * cannot be reached at all (no answer: a wrong base in the page's config block, or a connect-src that
 * leaves it out).
 */
export function elementClient(host: HTMLElement, auth: AuthPort): ApiClient {
  const client = createApiClient({ config: pageRuntimeConfig(), auth });
  return {
    config: client.config,
    auth: client.auth,
    request: (call) =>
      client.request(call).catch((error: unknown) => {
        if (isApiError(error) && error.status === CLIENT_STATUS.network)
          warnOnce(host, `cannot reach its API at ${client.config.mainApiBase}`, UNREACHABLE_FIX);
        throw error;
      }),
  };
}
