import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../react/query-client';

let pageClient: QueryClient | null = null;

/** One query cache per page, shared by every element that queries, so they see each other's data. */
export function pageQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}

/** For tests: drop the page's cache. */
export function resetPageQueryClient(): void {
  pageClient?.clear();
  pageClient = null;
}

/**
 * Pass as `wrap` to defineWidget for widgets that use TanStack Query. Only those pay for it:
 * a plain form widget stays ~8 KB lighter.
 */
export function PageQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
