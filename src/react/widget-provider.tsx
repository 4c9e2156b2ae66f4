import { type ReactNode, useMemo, useState } from 'react';
import { type AuthPort, anonymousAuth } from '../api/auth-port';
import { type ApiClient, createApiClient } from '../api/client';
import type { Config } from '../config';
import { type StyleInstance, StyleProvider } from '../ui/styles';
import { createLocalStore } from './local-store';
import type { ServerStateEngine } from './server-state';
import { WidgetContext } from './widget-context';

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
  const [local] = useState(createLocalStore);
  // A new value only when the provider renders, which re-renders its children anyway.
  const tree = (
    <WidgetContext.Provider value={{ client, serverState: serverState ?? local }}>
      {children}
    </WidgetContext.Provider>
  );
  return styles ? <StyleProvider instance={styles}>{tree}</StyleProvider> : tree;
}
