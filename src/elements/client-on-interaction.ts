import type { AuthPort } from '../api/auth-port';
import type { ApiClient, ApiRequest, RequestClient } from '../api/client';

/**
 * How a tag gets its API client: at once (an ApiClient), or with its code fetched on first use
 * (clientOnInteraction: a RequestClient, whose config is not there to read).
 */
export type ClientFactory<C extends RequestClient = ApiClient | RequestClient> = (
  host: HTMLElement,
  auth: AuthPort,
) => ClientHandle<C>;

interface ClientHandle<C extends RequestClient> {
  client: C;
  /** Starts fetching the client's code, if it is not there yet: on the first focus or pointer-down. */
  prepare(): void;
}

/**
 * For tags whose first screen is a form that calls the API only when sent (`<fg-rate-us>`): the client,
 * the page's config, error handling and token code are a chunk of their own, fetched on the first focus
 * or pointer-down in the tag, so first paint is one small file (issue 28). A request made before the
 * chunk arrived waits for it: a click that came first is never lost. The client takes requests only (its
 * type has no config): for tags that read nothing of the config, whose components take it with
 * useRequestClient. The chunk also checks the tag's markup once (element-client.ts's lazyClient).
 */
export const clientOnInteraction: ClientFactory<RequestClient> = (host, auth) => {
  let loading: Promise<ApiClient> | null = null;
  const load = () => {
    loading ??= import('./element-client').then(({ lazyClient }) => lazyClient(host, auth));
    // A failed fetch (offline) is tried again on the next use, not remembered.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    client: {
      auth,
      request: <T>(call: ApiRequest<T>) => load().then((client) => client.request(call)),
    },
    prepare: () => void load(),
  };
};
