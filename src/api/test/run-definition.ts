import type { ApiClient } from '../client';
import type { MutationDefinition, QueryDefinition, ServerActions, ServerContext } from '../server-state';

/** What the seam would hand a definition for this client: its session's party ('' signed out). */
export const contextOf = (client: ApiClient): ServerContext => ({
  client,
  party: client.auth.current()?.partyId ?? '',
});

/** Runs a read as the seam would, for tests of the definition itself. */
export function read<T>(
  definition: QueryDefinition<T>,
  client: ApiClient,
  signal: AbortSignal = new AbortController().signal,
): Promise<T> {
  return definition.queryFn({ ...contextOf(client), signal });
}

/** Runs a write as the seam would (without its invalidation), for tests of the definition itself. */
export function write<V, T>(
  definition: MutationDefinition<V, T>,
  variables: V,
  client: ApiClient,
): Promise<T> {
  return definition.mutationFn(variables, contextOf(client));
}

/** The seam's run and fetch over a client, without a cache: what a wizard step is handed, in tests. */
export const serverActionsOf = (client: ApiClient): ServerActions => ({
  run: (definition, variables) => write(definition, variables, client),
  fetch: (definition) => read(definition, client),
});
