import { useMemo } from 'react';
import { type AuthPort, anonymousAuth } from '../api/auth-port';
import { type ApiClient, createApiClient } from '../api/client';
import { type Config, configure, configuredSettings } from '../config';
import { WidgetScope, type WidgetScopeProps } from './widget-scope';

export interface WidgetProviderProps extends Omit<WidgetScopeProps, 'client'> {
  config: Config;
  /**
   * Whose tokens secure calls carry: the portal and signed-in widgets pass `sessionAuthPort`.
   * Defaults to none, so a widget that never makes a secure call does not ship the session code.
   */
  auth?: AuthPort;
  /** Defaults to a client over `config` and `auth`. */
  apiClient?: ApiClient;
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
  // One configuration per page: tags on it (registered from any bundle) created from now on take this
  // config too. Set while rendering, before the tags among the children are created; idempotent.
  if (configuredSettings() !== config) configure(config);
  const client = useMemo(() => apiClient ?? createApiClient({ config, auth }), [apiClient, config, auth]);
  return (
    <WidgetScope client={client} styles={styles} serverState={serverState}>
      {children}
    </WidgetScope>
  );
}
