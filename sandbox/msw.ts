import { HttpResponse, http, type RequestHandler } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSandbox, type Sandbox, type SandboxApp, type SandboxOptions } from './app';

/**
 * msw handlers that answer every request under `origin` from the sandbox app. A dropped connection
 * (fault `dropConnection`) becomes a network error, so `fetch` rejects with a TypeError as in a browser.
 */
function sandboxHandlers(
  origin = 'http://localhost',
  app: SandboxApp = createSandbox({ latencyMs: 0, testControls: true, publicOrigin: origin }).app,
): RequestHandler[] {
  return [
    http.all(`${origin}/*`, async ({ request }) => {
      try {
        return await app.fetch(request);
      } catch (error) {
        if (error instanceof TypeError) return HttpResponse.error();
        throw error;
      }
    }),
  ];
}

export interface SandboxHarness extends Sandbox {
  server: SetupServer;
  origin: string;
}

export interface SetupSandboxOptions extends Omit<SandboxOptions, 'latencyMs' | 'testControls'> {
  origin?: string;
}

/**
 * Mounts the sandbox in msw for the current test file (links in answers on `origin` unless `publicOrigin` is given): listens before all tests (unhandled requests fail),
 * resets handler overrides and the sandbox data after each, closes after all. Override per test with `server.use()`.
 */
export function setupSandbox(options: SetupSandboxOptions = {}): SandboxHarness {
  const { origin = 'http://localhost', ...sandboxOptions } = options;
  const sandbox = createSandbox({
    publicOrigin: origin,
    ...sandboxOptions,
    latencyMs: 0,
    testControls: true,
  });
  const server = setupServer(...sandboxHandlers(origin, sandbox.app));

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sandbox.reset();
  });
  afterAll(() => server.close());

  return { ...sandbox, server, origin };
}
