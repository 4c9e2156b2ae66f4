import { CLIENT_STATUS, isApiError } from '../api/api-error';
import type { AuthPort } from '../api/auth-port';
import { type ApiClient, createApiClient, type RequestClient } from '../api/client';
import { createPlainClient } from '../api/plain-client';
import { pageApiSettings, pageRuntimeConfig } from './element-runtime';
import { warnIfVueKeptRef } from './vue-ref';
import { warnOnce } from './warn-once';

/** The fix the console gives when a tag's API cannot be reached at all. */
const UNREACHABLE_FIX = `allow the API's origins in the page's CSP connect-src, or set them in its data-fg-config block`;

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

/**
 * What a tag's first touch fetches (clientOnInteraction), for a tag whose calls carry no token
 * (`<fg-rate-us>`): a plain client (plain-client.ts) over the page's API settings, without the token code
 * (issue 49), and with it the check of the tag's markup that needs no hurry, that a Vue template did not
 * keep the tag's `ref` for itself (vue-ref.ts). Both stay off the tag's first paint (issue 28); a tag with
 * its client at once (clientNow) imports only {@link elementClient}, so neither is in its bundle.
 */
export function lazyPlainClient(host: HTMLElement, auth: AuthPort): RequestClient {
  warnIfVueKeptRef(host);
  const settings = pageApiSettings();
  const client = createPlainClient(settings, auth);
  return {
    auth,
    request: (call) =>
      client.request(call).catch((error: unknown) => {
        // elementClient's warning, for the same page mistakes.
        if (isApiError(error) && error.status === CLIENT_STATUS.network)
          warnOnce(host, `cannot reach its API at ${settings.mainApiBase}`, UNREACHABLE_FIX);
        throw error;
      }),
  };
}
