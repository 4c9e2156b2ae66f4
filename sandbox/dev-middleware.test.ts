import type { AddressInfo } from 'node:net';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxMiddleware } from './dev-middleware';

let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, ws: false },
    plugins: [
      {
        name: 'sandbox',
        configureServer: (dev) => {
          dev.middlewares.use(sandboxMiddleware({ SANDBOX_LATENCY_MS: '0', SANDBOX_LOG_REQUESTS: '0' }));
        },
      },
    ],
  });
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => server.close());

describe('the dev server', () => {
  it('logs a demo account in through the sandbox token endpoint', async () => {
    const response = await fetch(`${origin}/auth/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: 'fg-portal',
        grant_type: 'password',
        username: 'thandi@example.co.za',
        password: 'Sandbox#2026',
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ access_token: expect.any(String) });
  });

  it('answers the API versions and leaves page paths to Vite', async () => {
    const lookup = await fetch(`${origin}/v5/api/Lookups/SourceOfFunds`);
    expect(lookup.headers.get('content-type')).toContain('application/json');
    const page = await fetch(`${origin}/app/customer/dashboard`);
    expect(page.headers.get('content-type') ?? '').not.toContain('application/json');
  });
});
