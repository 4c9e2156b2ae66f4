import {
  type QueryClient,
  type UseQueryResult,
  useMutation,
  useMutationState,
  useQueries,
  useQuery,
} from '@tanstack/react-query';
import { useRef } from 'react';
import { errorFromThrown } from '../api/api-error';
import { IDLE, type MutationState } from '../api/server-state';
import type { BoundMutation, BoundQuery } from './server-scope';
import type { Mutation, QueryOptions, QueryState, ServerStateEngine } from './server-state';

function stateOf<T>(result: UseQueryResult<T>): QueryState<T> {
  // TanStack keeps status, data and error consistent; the cast carries that over.
  return {
    status: result.status,
    data: result.data,
    error: result.error ? errorFromThrown(result.error) : undefined,
    refetch: () => void result.refetch(),
    // TanStack counts 0 before any data.
    updatedAt: result.dataUpdatedAt || undefined,
  } as QueryState<T>;
}

function queryOptions<T>(definition: BoundQuery<T>, { enabled = true, resetOnUnmount }: QueryOptions) {
  return {
    queryKey: definition.queryKey,
    queryFn: definition.queryFn,
    enabled,
    ...(definition.staleTime === undefined ? {} : { staleTime: definition.staleTime }),
    ...(definition.retry === false ? { retry: false } : {}),
    ...(resetOnUnmount ? { gcTime: 0 } : {}),
  };
}

const toMutationState = <T>(state: { status: string; data: unknown; error: unknown }): MutationState<T> => ({
  status:
    state.status === 'idle' || state.status === 'pending' || state.status === 'success'
      ? state.status
      : 'error',
  data: state.data as T | undefined,
  error: state.error ? errorFromThrown(state.error) : undefined,
});

/** Options of {@link createQueryServerState}. */
export interface QueryServerStateOptions {
  /** Subscribes to sign-outs (src/session's onSignedOut): the cache is cleared on each, wherever the logout happened. */
  onSignedOut?: (listener: () => void) => () => void;
}

/**
 * The server-state engine over a TanStack QueryClient (the portal, React hosts): its cache, retries and
 * invalidation. Outside the element bundle, which runs on the local store.
 */
export function createQueryServerState(
  queryClient: QueryClient,
  { onSignedOut }: QueryServerStateOptions = {},
): ServerStateEngine {
  // For the page's life, like the QueryClient itself.
  onSignedOut?.(() => queryClient.clear());
  const invalidate: ServerStateEngine['invalidate'] = async (keys) => {
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  return {
    useQuery<T>(definition: BoundQuery<T>, options: QueryOptions): QueryState<T> {
      return stateOf(useQuery(queryOptions(definition, options), queryClient));
    },

    useQueries<T>(definitions: readonly BoundQuery<T>[], options: QueryOptions): QueryState<T>[] {
      const results = useQueries(
        { queries: definitions.map((definition) => queryOptions(definition, options)) },
        queryClient,
      ) as UseQueryResult<T>[];
      return results.map(stateOf);
    },

    useMutation<V, T>(definition: BoundMutation<V, T>): Mutation<V, T> {
      const mutation = useMutation(
        {
          mutationKey: definition.mutationKey,
          mutationFn: definition.mutationFn,
          // On the mutation, not on mutate(): it runs even when the component has gone.
          onSuccess: () => invalidate(definition.invalidates()),
        },
        queryClient,
      );
      const running = useRef<Promise<MutationState<T>> | null>(null);
      const start = (variables: V): Promise<MutationState<T>> => {
        running.current ??= mutation.mutateAsync(variables).then(
          (data): MutationState<T> => ({ status: 'success', data, error: undefined }),
          (error: unknown): MutationState<T> => ({
            status: 'error',
            data: undefined,
            error: errorFromThrown(error),
          }),
        );
        const current = running.current;
        void current.finally(() => {
          if (running.current === current) running.current = null;
        });
        return current;
      };
      return {
        ...toMutationState<T>(mutation),
        start,
        reset: () => {
          if (!running.current) mutation.reset();
        },
      };
    },

    useLatestMutation<T>(mutationKey: readonly unknown[]): MutationState<T> {
      const states = useMutationState(
        { filters: { mutationKey }, select: (mutation) => mutation.state },
        queryClient,
      );
      const last = states[states.length - 1];
      return last ? toMutationState<T>(last) : IDLE;
    },

    fetch: (definition) =>
      queryClient.fetchQuery({ ...queryOptions(definition, {}) }).catch((error: unknown) => {
        throw errorFromThrown(error);
      }),

    prefetch(definition, options = {}) {
      void queryClient.prefetchQuery(queryOptions(definition, options));
    },

    invalidate,

    // On the mutation cache, as useMutation's are: devtools and useMutationState (useLatestMutation) see it.
    run: (definition, variables) =>
      queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationKey: definition.mutationKey,
          mutationFn: definition.mutationFn,
          onSuccess: () => invalidate(definition.invalidates()),
        })
        .execute(variables)
        .catch((error: unknown) => {
          throw errorFromThrown(error);
        }),
  };
}
