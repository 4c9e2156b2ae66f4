// Not here: createQueryClient and createQueryServerState, which bring TanStack Query; hosts that have it import them by path.

export { useServerActions, useServerState } from './server-cache';
export { useLatestMutation } from './server-latest-mutation';
export { useServerMutation } from './server-mutation';
export { useServerQueries, useServerQuery } from './server-query';
export type { Mutation, QueryOptions, QueryState, ServerStateEngine } from './server-state';
export { useSchemaForm } from './use-form';
export { useSession } from './use-session';
export { useWorkspaces } from './use-workspaces';
export { useApiClient, useCompanyFacts } from './widget-context';
export { WidgetProvider, type WidgetProviderProps } from './widget-provider';
