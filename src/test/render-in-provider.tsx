import type { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { type Config, type ConfigInput, createConfig } from '../config';
import { WidgetProvider } from '../react';
import { createQueryClient } from '../react/query-client';
import { createQueryServerState } from '../react/query-server-state';
import { onSignedOut, sessionAuthPort } from '../session';

/** The origin component tests run against: the sandbox's msw bridge answers it. */
export const TEST_ORIGIN = 'http://localhost';

/** What {@link renderInProvider} hands back: the render result plus the cache and config it used. */
export interface ProviderRender extends RenderResult {
  queryClient: QueryClient;
  config: Config;
}

/**
 * The product's QueryClient with its retry rule kept but no delay between tries, so no test waits out
 * a real retry (a second each).
 */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return queryClient;
}

/** The portal's server-state engine over a {@link createTestQueryClient}. */
export const createTestServerState = (queryClient = createTestQueryClient()) =>
  createQueryServerState(queryClient, { onSignedOut });

/**
 * Renders `ui` with real React as the portal hosts it: a fresh query cache and a WidgetProvider over
 * the page's session, pointed at {@link TEST_ORIGIN} (with `overrides`, e.g. other company facts).
 * `rerender` keeps the providers.
 */
export function renderInProvider(ui: ReactElement, overrides: ConfigInput = {}): ProviderRender {
  const queryClient = createTestQueryClient();
  const config = createConfig(TEST_ORIGIN, overrides);
  const serverState = createTestServerState(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WidgetProvider config={config} auth={sessionAuthPort} serverState={serverState}>
      {children}
    </WidgetProvider>
  );
  const result: RenderResult = render(ui, { wrapper });
  return { ...result, queryClient, config };
}
