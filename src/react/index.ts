export { ApiClientProvider, useApiClient } from './api-client-context';
export { createQueryClient } from './query-client';
export { useSession } from './use-session';
export { WidgetProvider, type WidgetProviderProps } from './widget-provider';
