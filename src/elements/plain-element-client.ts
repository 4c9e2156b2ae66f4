import { CLIENT_STATUS, isApiError } from '../api/api-error';
import type { AuthPort } from '../api/auth-port';
import type { RequestClient } from '../api/client';
import { createPlainClient } from '../api/plain-client';
import { readPageApiSettings } from '../config/page-api-settings';
import { UNREACHABLE_FIX } from './element-client';
import { servingOrigin } from './serving-origin';
import { vueRendering } from './vue-rendering';
import { warnOnce } from './warn-once';

/**
 * What a tag's first touch fetches (clientOnInteraction), for a tag whose calls carry no token
 * (`<fg-rate-us>`): a plain client (plain-client.ts) over the page's API settings, without the token code
 * (issue 49), and with it the check of the tag's markup that needs no hurry, that a Vue template did not
 * keep the tag's `ref` for itself (vue-ref.ts, whose words are fetched only for a tag Vue rendered). Both
 * stay off the tag's first paint (issue 28); a tag with its client at once (clientNow) imports only
 * element-client.ts, so neither is in its bundle.
 */
export function lazyPlainClient(host: HTMLElement, auth: AuthPort): RequestClient {
  const rendering = vueRendering(host);
  if (rendering)
    import('./vue-ref').then(
      ({ warnIfVueKeptRef }) => warnIfVueKeptRef(host, rendering),
      () => undefined,
    );
  return {
    auth,
    request: (call) => {
      // Read as the call is made: a page's settings may change after the first touch.
      const settings = readPageApiSettings(document, servingOrigin());
      return createPlainClient(() => settings, auth)
        .request(call)
        .catch(async (error: unknown) => {
          // elementClient's warning, for the same page mistakes.
          if (isApiError(error) && error.status === CLIENT_STATUS.network)
            warnOnce(host, `cannot reach its API at ${(await settings).mainApiBase}`, UNREACHABLE_FIX);
          throw error;
        });
    },
  };
}
