import { QueryClient } from '@tanstack/react-query';
import { isWorthRetrying } from '../api/worth-retrying';

const shouldRetry = (failureCount: number, error: unknown) => failureCount < 1 && isWorthRetrying(error);

/** The QueryClient every host uses. Mutations never retry: a purchase must not be sent twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
