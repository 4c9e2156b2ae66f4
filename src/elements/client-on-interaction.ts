import type { AuthPort } from '../api/auth-port';
import type { ApiClient, ApiRequest } from '../api/client';
import type { Config } from '../config';

/** How a tag gets its API client: at once, or with its code fetched on first use (clientOnInteraction). */
export type ClientFactory = (host: HTMLElement, auth: AuthPort) => ClientHandle;

interface ClientHandle {
  client: ApiClient;
  /** Starts fetching the client's code, if it is not there yet: on the first focus or pointer-down. */
  prepare(): void;
}

/**
 * For tags whose first screen is a form that calls the API only when sent (`<fg-rate-us>`): the client,
 * the page's config, error handling and token code are a chunk of their own, fetched on the first focus
 * or pointer-down in the tag, so first paint is one small file (issue 28). A request made before the
 * chunk arrived waits for it: a click that came first is never lost. Only for tags that read nothing of
 * the config before their first request: it is there once the chunk is. The chunk also checks the tag's
 * markup once (element-client.ts's lazyClient).
 */
export const clientOnInteraction: ClientFactory = (host, auth) => {
  let loading: Promise<ApiClient> | null = null;
  let loaded: ApiClient | null = null;
  const load = () => {
    loading ??= import('./element-client').then(({ lazyClient }) => {
      loaded = lazyClient(host, auth);
      return loaded;
    });
    // A failed fetch (offline) is tried again on the next use, not remembered.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    client: {
      get config(): Config {
        if (!loaded) throw new Error('The page config is read with the client, on first use.');
        return loaded.config;
      },
      auth,
      request: <T>(call: ApiRequest<T>) => load().then((client) => client.request(call)),
    },
    prepare: () => void load(),
  };
};
