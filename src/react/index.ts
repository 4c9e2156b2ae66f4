// Not here: createQueryClient and createQueryServerState, which bring TanStack Query; hosts that have it import them by path.

export { useServerState } from './server-cache';
export { useServerMutation } from './server-mutation';
export { useServerQueries, useServerQuery } from './server-query';
export type { QueryState } from './server-state';
export { useSchemaForm } from './use-form';
export { useSession } from './use-session';
export { useCompanyFacts } from './widget-context';
export { WidgetProvider, type WidgetProviderProps } from './widget-provider';
