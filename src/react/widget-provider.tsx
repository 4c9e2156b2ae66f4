import type { Emotion } from '@emotion/css/create-instance';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { type ApiClient, createApiClient } from '../api/client';
import type { Config } from '../config';
import { sessionAuthPort } from '../session';
import { StyleProvider } from '../ui/styles';
import { ApiClientProvider } from './api-client-context';

export interface WidgetProviderProps {
  config: Config;
  queryClient: QueryClient;
  /** The emotion instance styles go through; a widget element passes one bound to its shadow root. */
  styles?: Emotion;
  /** Defaults to a client over `config` and this page's session. */
  apiClient?: ApiClient;
  children?: ReactNode;
}

/** Everything a widget needs from its host: config, API client, server-state cache and styles. */
export function WidgetProvider({ config, queryClient, styles, apiClient, children }: WidgetProviderProps) {
  const client = useMemo(
    () => apiClient ?? createApiClient({ config, auth: sessionAuthPort }),
    [apiClient, config],
  );
  const tree = (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return styles ? <StyleProvider instance={styles}>{tree}</StyleProvider> : tree;
}
