import type { ReactElement } from 'react';
import { createConfig } from '../../src/config';
import { WidgetProvider } from '../../src/react';
import { sessionAuthPort } from '../../src/session';
import { createTestServerState, TEST_ORIGIN } from '../../src/test/render-in-provider';
import { type RouterRender, renderWithRouter } from './render-with-router';

/**
 * Renders pages as the app hosts them (query cache, API client over the session pointed at
 * TEST_ORIGIN, in-memory router) at `path`.
 */
export function renderPage(ui: ReactElement, path: string): RouterRender {
  return renderWithRouter(
    <WidgetProvider
      config={createConfig(TEST_ORIGIN)}
      auth={sessionAuthPort}
      serverState={createTestServerState()}
    >
      {ui}
    </WidgetProvider>,
    path,
  );
}
