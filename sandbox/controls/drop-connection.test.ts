import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../app';

describe('dropConnection under the Node server', () => {
  let close: () => void = () => {};
  afterEach(() => close());

  it('destroys the socket, so the client sees a network error', async () => {
    const sandbox = createSandbox({ latencyMs: 0, testControls: true });
    const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
    close = () => server.close();
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    expect((await fetch(`${base}/v5/api/countries`)).status).toBe(200);
    sandbox.injectFault({ path: '/v5/api/countries', dropConnection: true, times: 1 });
    await expect(fetch(`${base}/v5/api/countries`)).rejects.toThrow(TypeError);
    expect((await fetch(`${base}/v5/api/countries`)).status).toBe(200);
  });
});
