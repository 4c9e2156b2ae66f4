/**
 * `fg-portal/react/query`: the widgets' server state on the host's TanStack Query cache. Its own entry,
 * so a host without TanStack Query (an optional peer) never imports it.
 */
export { createQueryClient } from '../src/react/query-client';
export { createQueryServerState } from '../src/react/query-server-state';
