import { expect, test } from '@playwright/test';
import { answers } from '../scripts/start-site';
import { npmServe } from './support/npm-serve';

// The production command, as the README prints it, stopped the way a process manager stops it. No page:
// this drives the server process alone, on a port of its own beside the workers' (E2E_PORT + 40).
const PORT = Number(process.env.E2E_PORT ?? 4317) + 40;
const ORIGIN = `http://127.0.0.1:${PORT}`;

test('npm run serve stops on SIGTERM within 2 s, after finishing the request in flight', async () => {
  expect(await answers(ORIGIN), `${ORIGIN} is taken by another server`).toBe(false);
  const { server, exited, killIfRunning } = npmServe(PORT, { SANDBOX_TEST_CONTROLS: '1' });
  try {
    await expect.poll(() => answers(ORIGIN), { timeout: 60_000 }).toBe(true);
    // A request the server is still answering when the signal comes (held a second by a sandbox fault).
    await fetch(`${ORIGIN}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/v5/api/Lookups/SourceOfFunds', delayMs: 1000 }),
    });
    const inFlight = fetch(`${ORIGIN}/v5/api/Lookups/SourceOfFunds`);
    const arrived = async () => {
      const received = await fetch(`${ORIGIN}/__sandbox/received?path=/v5/api/Lookups/SourceOfFunds`);
      return ((await received.json()) as unknown[]).length;
    };
    await expect.poll(arrived).toBe(1);

    const signalled = Date.now();
    server.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    await exited;
    expect(Date.now() - signalled).toBeLessThan(2000);
    expect(await answers(ORIGIN)).toBe(false);
  } finally {
    killIfRunning();
  }
});
