import type { ApiError } from './api-error';
import type { ApiClient } from './client';

/** Names a piece of server data; a prefix names every key that starts with it. */
export type QueryKey = readonly unknown[];

/**
 * What the seam hands a read or a write: the client, and the signed-in party ('' when nobody is
 * signed in). The party fills `[partyId]` in paths; definitions never take it as an argument.
 * @internal
 */
export interface ServerContext {
  client: ApiClient;
  party: string;
}

/** What a read gets: the seam's context and the signal that cancels it. */
interface QueryContext extends ServerContext {
  signal: AbortSignal;
}

/** A read: its key, how to fetch it (the fetcher parses the response with its zod schema) and how long it stays fresh. */
export interface QueryDefinition<T> {
  /** Within the party: the seam scopes every key to the signed-in party. */
  queryKey: QueryKey;
  queryFn: (context: QueryContext) => Promise<T>;
  /** Milliseconds the data counts as fresh; defaults to the host's (30 s in the portal). */
  staleTime?: number;
  /** False: a failure shows at once, without the one retry a read otherwise gets. */
  retry?: false;
  /**
   * The read names no party (lookups, content, an e-mailed link's terms, a report by its own ids): it
   * runs whoever is signed in, or nobody (a secure one then fails as signed out). Any other read waits
   * until someone is signed in.
   */
  partyFree?: true;
  /**
   * A party-free read whose answer is the same whoever is signed in (its call carries no token: a
   * lookup, a product's public attributes): read once for every party, so a sign-in does not read it
   * again. Its fetcher is handed no party. A write's `invalidates` reaches only the signed-in party's
   * reads, so it cannot make one of these stale: nothing a customer writes changes them.
   */
  sameForEveryone?: true;
}

/** A write: its name (so a later page can read its outcome), how to send it and what it makes stale. */
export interface MutationDefinition<V, T> {
  mutationKey: QueryKey;
  mutationFn: (variables: V, context: ServerContext) => Promise<T>;
  /** Keys (prefixes, within the party) of the reads this write changes: fetched again after it succeeds. */
  invalidates?: readonly QueryKey[];
}

/** Runs a write or a read outside a component's render: a wizard step's post, the reads before a purchase. */
export interface ServerActions {
  /** Sends a write, applies what it invalidates and records its outcome; rejects with an ApiError. */
  run<V, T>(definition: MutationDefinition<V, T>, variables: V): Promise<T>;
  /** A read's data: the cached copy while fresh, else fetched; rejects with an ApiError. */
  fetch<T>(definition: QueryDefinition<T>): Promise<T>;
}

/** Spec §4: every asynchronous operation is None, InProgress, Success or Error. */
type ActionStatus = 'idle' | 'pending' | 'success' | 'error';

/** Where a write stands. */
export interface MutationState<T> {
  status: ActionStatus;
  data: T | undefined;
  error: ApiError | undefined;
}

/** No write yet. */
export const IDLE = { status: 'idle', data: undefined, error: undefined } as const;
