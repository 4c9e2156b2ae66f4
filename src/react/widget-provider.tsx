import { type ReactNode, useMemo } from 'react';
import { type AuthPort, anonymousAuth } from '../api/auth-port';
import { type ApiClient, createApiClient } from '../api/client';
import type { Config } from '../config';
import { type StyleInstance, StyleProvider } from '../ui/styles';
import { ApiClientProvider } from './api-client-context';

export interface WidgetProviderProps {
  config: Config;
  /** The emotion instance styles go through; a widget element passes one bound to its shadow root. */
  styles?: StyleInstance;
  /**
   * Whose tokens secure calls carry: the portal and signed-in widgets pass `sessionAuthPort`.
   * Defaults to none, so a widget that never makes a secure call does not ship the session code.
   */
  auth?: AuthPort;
  /** Defaults to a client over `config` and `auth`. */
  apiClient?: ApiClient;
  children?: ReactNode;
}

/**
 * What a widget needs from its host: config, API client and styles. No widget needs a query cache:
 * a host that has a QueryClientProvider (the portal) lets sign-up fetch its countries once per session.
 */
export function WidgetProvider({
  config,
  styles,
  auth = anonymousAuth,
  apiClient,
  children,
}: WidgetProviderProps) {
  const client = useMemo(() => apiClient ?? createApiClient({ config, auth }), [apiClient, config, auth]);
  const tree = <ApiClientProvider client={client}>{children}</ApiClientProvider>;
  return styles ? <StyleProvider instance={styles}>{tree}</StyleProvider> : tree;
}
