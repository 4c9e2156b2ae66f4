import { type ReactNode, useMemo } from 'react';
import { type AuthPort, anonymousAuth } from '../api/auth-port';
import { type ApiClient, createApiClient } from '../api/client';
import type { Config } from '../config';
import type { StyleInstance } from '../ui/styles';
import type { ServerStateEngine } from './server-state';
import { WidgetScope } from './widget-scope';

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
  /**
   * Where server state lives. A host with a QueryClient passes `createQueryServerState(queryClient)`;
   * defaults to a small local store of this provider's own (each widget element).
   */
  serverState?: ServerStateEngine;
  children?: ReactNode;
}

/** What a widget needs from its host: config, API client, server state and styles. */
export function WidgetProvider({
  config,
  styles,
  auth = anonymousAuth,
  apiClient,
  serverState,
  children,
}: WidgetProviderProps) {
  const client = useMemo(() => apiClient ?? createApiClient({ config, auth }), [apiClient, config, auth]);
  return (
    <WidgetScope client={client} styles={styles} serverState={serverState}>
      {children}
    </WidgetScope>
  );
}
