import type { ApiError } from './api-error';

/** Names a piece of server data; a prefix names every key that starts with it. */
export type QueryKey = readonly unknown[];

/** A read: its key, how to fetch it (the fetcher parses the response with its zod schema) and how long it stays fresh. */
export interface QueryDefinition<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** Milliseconds the data counts as fresh; defaults to the host's (30 s in the portal). */
  staleTime?: number;
  /** False: a failure shows at once, without the one retry a read otherwise gets. */
  retry?: false;
}

/** A write: its name (so a later page can read its outcome), how to send it and what it makes stale. */
export interface MutationDefinition<V, T> {
  mutationKey: QueryKey;
  mutationFn: (variables: V) => Promise<T>;
  /** Keys (prefixes) of the reads this write changes: they are fetched again after it succeeds. */
  invalidates?: readonly QueryKey[];
}

/** Spec §4: every asynchronous operation is None, InProgress, Success or Error. */
export type ActionStatus = 'idle' | 'pending' | 'success' | 'error';

/** Where a write stands. */
export interface MutationState<T> {
  status: ActionStatus;
  data: T | undefined;
  error: ApiError | undefined;
}

/** No write yet. */
export const IDLE = { status: 'idle', data: undefined, error: undefined } as const;
