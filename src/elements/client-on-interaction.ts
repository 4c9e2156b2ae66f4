import type { AuthPort } from '../api/auth-port';
import type { ApiClient, ApiRequest } from '../api/client';
import type { Config } from '../config';

/** How a tag gets its API client: at once, or with the code fetched on first use (see clientOnInteraction). */
export type ClientFactory = (config: Config, auth: AuthPort) => ClientHandle;

export interface ClientHandle {
  client: ApiClient;
  /** Starts fetching the client's code, if it is not there yet: on the first focus or pointer-down. */
  prepare(): void;
}

/**
 * For tags whose first screen is a form that calls the API only when sent (`<fg-rate-us>`): the client,
 * its error handling and token code are a chunk of their own, fetched on the first focus or pointer-down
 * in the tag, so first paint is one small file (issue 28). A request made before the chunk arrived waits
 * for it: a click that came first is never lost.
 */
export const clientOnInteraction: ClientFactory = (config, auth) => {
  let loading: Promise<ApiClient> | null = null;
  const load = () => {
    loading ??= import('../api/client').then(({ createApiClient }) => createApiClient({ config, auth }));
    // A failed fetch (offline) is tried again on the next use, not remembered.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    client: {
      config,
      auth,
      request: <T>(call: ApiRequest<T>) => load().then((client) => client.request(call)),
    },
    prepare: () => void load(),
  };
};
