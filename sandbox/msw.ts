import { HttpResponse, http, type RequestHandler } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSandbox, type Sandbox, type SandboxApp, type SandboxOptions } from './app';

/**
 * msw handlers that answer every request under `origin` from the sandbox app. A dropped connection
 * (fault `dropConnection`) becomes a network error, so `fetch` rejects with a TypeError as in a browser.
 */
function sandboxHandlers(origin: string, answer: (request: Request) => Promise<Response>): RequestHandler[] {
  return [
    http.all(`${origin}/*`, async ({ request }) => {
      try {
        return await answer(request);
      } catch (error) {
        if (error instanceof TypeError) return HttpResponse.error();
        throw error;
      }
    }),
  ];
}

/** The sandbox app, counting the requests it is still answering so a reset can wait for them. */
export class InFlightRequests {
  private readonly pending = new Set<Promise<Response>>();

  constructor(private readonly app: SandboxApp) {}

  readonly answer = (request: Request): Promise<Response> => {
    const answer = Promise.resolve(this.app.fetch(request));
    this.pending.add(answer);
    const forget = () => this.pending.delete(answer);
    answer.then(forget, forget);
    return answer;
  };

  async settled(): Promise<void> {
    // A fetch started in the test's last tick reaches the handler a few microtasks later.
    await new Promise((resolve) => setTimeout(resolve, 0));
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

export interface SandboxHarness extends Sandbox {
  server: SetupServer;
  origin: string;
  /**
   * Holds every `method` request to `path` (msw's pattern: `*` for any part) until the returned function
   * is called, or the test ends: a test reads the page while they are on their way, however slow the
   * machine, rather than racing a fixed delay. Released, each is answered by the sandbox as usual.
   */
  hold(method: string, path: string): () => void;
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
  const inFlight = new InFlightRequests(sandbox.app);
  const server = setupServer(...sandboxHandlers(origin, inFlight.answer));
  const holds = new Set<() => void>();
  const hold = (method: string, path: string) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    holds.add(release);
    // Answering nothing hands the request on to the sandbox's handler once released.
    server.use(
      http.all(`${origin}${path}`, async ({ request }) => {
        if (request.method === method) await released;
      }),
    );
    return release;
  };

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    for (const release of holds) release();
    holds.clear();
    server.resetHandlers();
    // A write a test left on its way (a page that moves on before the answer) must land in that test's
    // data, not in the next test's fresh copy.
    await inFlight.settled();
    sandbox.reset();
  });
  afterAll(() => server.close());

  return { ...sandbox, server, origin, hold };
}
