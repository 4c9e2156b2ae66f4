import { type ReactNode, useState } from 'react';
import type { ApiClient, RequestClient } from '../api/client';
import type { StyleInstance } from '../ui/style-instance';
import { StyleContext } from '../ui/styles';
import { createLocalStore } from './local-store';
import type { ServerStateEngine } from './server-state';
import { WidgetContext } from './widget-context';

export interface WidgetScopeProps {
  /** Request-only for a tag whose client code comes on first use (clientOnInteraction). */
  client: ApiClient | RequestClient;
  /** The emotion instance styles go through; a widget element passes one bound to its shadow root. */
  styles?: StyleInstance | undefined;
  /**
   * Where server state lives. A host with a QueryClient passes `createQueryServerState(queryClient)`;
   * defaults to a small local store of this scope's own (each widget element).
   */
  serverState?: ServerStateEngine | undefined;
  children?: ReactNode;
}

/**
 * What a widget needs from its host, given a client (WidgetProvider's), so this file imports none of the
 * client's. A tag's element runtime (define-widget.tsx) provides the same two contexts itself, without
 * this component.
 */
export function WidgetScope({ client, styles, serverState, children }: WidgetScopeProps) {
  const [local] = useState(createLocalStore);
  // A new value only when the scope renders, which re-renders its children anyway.
  const tree = (
    <WidgetContext.Provider value={{ client, serverState: serverState ?? local }}>
      {children}
    </WidgetContext.Provider>
  );
  return styles ? <StyleContext.Provider value={styles}>{tree}</StyleContext.Provider> : tree;
}
