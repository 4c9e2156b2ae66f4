import type { ApiClient } from '../../api/client';
import type {
  MutationDefinition,
  QueryDefinition,
  ServerActions,
  ServerContext,
} from '../../api/server-state';
import { bindMutation, bindQuery, partyOf } from '../server-scope';

/** What the seam hands a definition for this client: its session's party ('' signed out). */
export const contextOf = (client: ApiClient): ServerContext => ({ client, party: partyOf(client) });

/** Runs a read bound as the seam binds it (without its cache), for tests of the definition itself. */
export function read<T>(
  definition: QueryDefinition<T>,
  client: ApiClient,
  signal: AbortSignal = new AbortController().signal,
): Promise<T> {
  return bindQuery(definition, client, partyOf(client)).queryFn({ signal });
}

/** Runs a write bound as the seam binds it (without its invalidation), for tests of the definition itself. */
export function write<V, T>(
  definition: MutationDefinition<V, T>,
  variables: V,
  client: ApiClient,
): Promise<T> {
  return bindMutation(definition, client).mutationFn(variables);
}

/** The seam's run and fetch over a client, without a cache: what a wizard step is handed, in tests. */
export const serverActionsOf = (client: ApiClient): ServerActions => ({
  run: (definition, variables) => write(definition, variables, client),
  fetch: (definition) => read(definition, client),
});
