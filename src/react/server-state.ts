import type { ApiError } from '../api/api-error';
import type { MutationState, QueryKey } from '../api/server-state';
import type { BoundMutation, BoundQuery } from './server-scope';

interface QueryStateBase {
  /** Fetches again, keeping the data shown meanwhile. */
  refetch(): void;
  /**
   * When the data held arrived (milliseconds since 1970), e.g. for a balance's 'As at'; undefined
   * before any answer with data.
   */
  updatedAt: number | undefined;
}

/**
 * A read as a component sees it: 'pending' until the first answer (also while not enabled), then
 * 'success' with the data or 'error' (keeping any earlier data).
 */
export type QueryState<T> = QueryStateBase &
  (
    | { status: 'pending'; data: undefined; error: undefined }
    | { status: 'success'; data: T; error: undefined }
    | { status: 'error'; data: T | undefined; error: ApiError }
  );

/** Options of a read. */
export interface QueryOptions {
  /** False waits (e.g. until the user is known). Defaults to true. */
  enabled?: boolean;
  /** Drop the data once nothing shows it, so showing it again loads afresh. */
  resetOnUnmount?: boolean;
}

/** A write as a component sees it: its state, `start` and `reset`. */
export interface Mutation<V, T> extends MutationState<T> {
  /**
   * Sends it; resolves with the outcome and never throws. A start while one is under way returns that
   * one: nothing is sent twice at once. Mutations never retry on their own.
   */
  start(variables: V): Promise<MutationState<T>>;
  /** Back to idle (not while one is under way). */
  reset(): void;
}

/**
 * A host's server-state engine over TanStack Query (the portal, React hosts: createQueryServerState).
 * Without one, the hooks run on the provider's local store. Components use the hooks (server-query.ts,
 * server-mutation.ts, server-cache.ts), never an engine directly: the hooks bind each definition to the
 * client and the signed-in party (server-scope.ts) and hand the engine the bound one.
 */
export interface ServerStateEngine {
  useQuery<T>(definition: BoundQuery<T>, options: QueryOptions): QueryState<T>;
  useQueries<T>(definitions: readonly BoundQuery<T>[], options: QueryOptions): QueryState<T>[];
  useMutation<V, T>(definition: BoundMutation<V, T>): Mutation<V, T>;
  useLatestMutation<T>(mutationKey: QueryKey): MutationState<T>;
  fetch<T>(definition: BoundQuery<T>): Promise<T>;
  prefetch<T>(definition: BoundQuery<T>, options?: QueryOptions): void;
  /** Scoped keys (prefixes). */
  invalidate(keys: readonly QueryKey[]): Promise<void>;
  /** A write outside a component (a wizard step's post): its outcome is recorded and its keys invalidated. */
  run<V, T>(definition: BoundMutation<V, T>, variables: V): Promise<T>;
}
