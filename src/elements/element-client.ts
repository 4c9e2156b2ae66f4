import { CLIENT_STATUS, isApiError } from '../api/api-error';
import type { AuthPort } from '../api/auth-port';
import { type ApiClient, createApiClient } from '../api/client';
import { pageRuntimeConfig } from './element-runtime';
import { warnIfVueKeptRef } from './vue-ref';
import { warnOnce } from './warn-once';

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
          warnOnce(
            host,
            `cannot reach its API at ${client.config.mainApiBase}`,
            `allow the API's origins in the page's CSP connect-src, or set them in its data-fg-config block`,
          );
        throw error;
      }),
  };
}

/**
 * What {@link clientOnInteraction} fetches on a tag's first touch: the client, and with it the check of
 * the tag's markup that needs no hurry, that a Vue template did not keep the tag's `ref` for itself
 * (vue-ref.ts). Both stay off the tag's first paint (issue 28); a tag with its client at once
 * (clientNow) imports only {@link elementClient}, so the check is not in its bundle.
 */
export function lazyClient(host: HTMLElement, auth: AuthPort): ApiClient {
  warnIfVueKeptRef(host);
  return elementClient(host, auth);
}
