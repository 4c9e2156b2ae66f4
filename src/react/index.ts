export {
  type ActionState,
  type ActionStatus,
  type ActionStore,
  createActionStore,
  useActionState,
} from './action-store';
export { ApiClientProvider, useApiClient } from './api-client-context';
export { createQueryClient } from './query-client';
export { useSchemaForm } from './use-form';
export { type Resource, useResource } from './use-resource';
export { useSession } from './use-session';
export { useWorkspaces } from './use-workspaces';
export { WidgetProvider, type WidgetProviderProps } from './widget-provider';
