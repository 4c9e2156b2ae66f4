import { useMemo, useSyncExternalStore } from 'react';
import type { ApiClient } from '../api/client';
import type { MutationDefinition, QueryDefinition, QueryKey } from '../api/server-state';

/** A read as an engine runs it: bound to a client and a party, its key scoped to that party. */
export interface BoundQuery<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime?: number;
  retry?: false;
}

/** A write as an engine runs it: bound to a client; the party is the one signed in when it is sent. */
export interface BoundMutation<V, T> {
  mutationKey: QueryKey;
  mutationFn: (variables: V) => Promise<T>;
  /** The scoped keys its success makes stale, for the party signed in then. */
  invalidates: () => readonly QueryKey[];
}

/** The signed-in party of the client's session, or '' when nobody is. */
export const partyOf = (client: ApiClient): string => client.auth.current()?.partyId ?? '';

const noSubscription = () => () => undefined;

/** The signed-in party, re-rendering when it changes (a login, a logout). */
export function useParty(client: ApiClient): string {
  // One subscription per client, not one per render (a new function would resubscribe every time).
  const subscribe = useMemo(() => client.auth.subscribe?.bind(client.auth) ?? noSubscription, [client]);
  const read = () => partyOf(client);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * A key within a party: every cached read belongs to the party it was read for, so one party's data
 * can never answer another's read, and a write's declared keys name its own party's reads only. A read
 * the same for everyone is read for no party (bindQuery).
 */
export const scopedKey = (party: string, key: QueryKey): QueryKey => [party, ...key];

export function bindQuery<T>(
  definition: QueryDefinition<T>,
  client: ApiClient,
  signedIn: string,
): BoundQuery<T> {
  const party = definition.sameForEveryone ? '' : signedIn;
  return {
    queryKey: scopedKey(party, definition.queryKey),
    queryFn: ({ signal }) => definition.queryFn({ client, party, signal }),
    ...(definition.staleTime === undefined ? {} : { staleTime: definition.staleTime }),
    ...(definition.retry === false ? { retry: false } : {}),
  };
}

/** Whether a read can run for `party`: a party-free one always, any other once someone is signed in. */
export const canRead = (definition: Pick<QueryDefinition<unknown>, 'partyFree'>, party: string): boolean =>
  definition.partyFree === true || party !== '';

export function bindMutation<V, T>(
  definition: MutationDefinition<V, T>,
  client: ApiClient,
): BoundMutation<V, T> {
  return {
    mutationKey: definition.mutationKey,
    mutationFn: (variables) => definition.mutationFn(variables, { client, party: partyOf(client) }),
    invalidates: () => (definition.invalidates ?? []).map((key) => scopedKey(partyOf(client), key)),
  };
}
