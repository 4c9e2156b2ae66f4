import type { AuthPort } from '../api/auth-port';
import type { ApiClient, ApiRequest, RequestClient } from '../api/client';

/**
 * How a tag gets its API client, once per element: at once (an ApiClient), or with its code fetched on
 * first use (clientOnInteraction: a RequestClient, whose config is not there to read).
 */
export type ClientFactory<C extends RequestClient = ApiClient | RequestClient> = (
  host: HTMLElement,
  auth: AuthPort,
) => C;

/** Makes the client a tag's first touch fetches: what the fetched chunk exports for it. */
type LoadClient = () => Promise<(host: HTMLElement, auth: AuthPort) => RequestClient>;

/**
 * For tags whose first screen is a form that calls the API only when sent: the client, the page's config
 * and error handling are fetched on the first focus or pointer-down in the tag (listened for on the
 * element itself, from when its client is made: no code in every tag's runtime), so first paint is one
 * small file (issue 28). A request made before the chunk arrived waits for it: a click that came first is
 * never lost. The client takes requests only (its type has no config): for tags that read nothing of the
 * config, whose components take it with useRequestClient. `load` fetches the chunk and gives the client in
 * it (plain-element-client.ts's lazyPlainClient, which also checks the tag's markup once), so that a tag can put
 * it in the chunk its other first-touch code is in: one file, not three (`<fg-rate-us>`: issue 49).
 */
export const clientOnInteraction =
  (load: LoadClient): ClientFactory<RequestClient> =>
  (host, auth) => {
    let loading: Promise<RequestClient> | null = null;
    const start = () => {
      loading ??= load().then((client) => client(host, auth));
      // A failed fetch (offline) is tried again on the next use, not remembered.
      loading.catch(() => {
        loading = null;
      });
      return loading;
    };
    // Heard once each; a listener left from an earlier mount makes that mount's client, which nothing uses.
    for (const type of ['focusin', 'pointerdown']) host.addEventListener(type, start, { once: true });
    return { auth, request: <T>(call: ApiRequest<T>) => start().then((client) => client.request(call)) };
  };
