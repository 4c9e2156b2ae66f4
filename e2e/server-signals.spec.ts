import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { answers } from '../scripts/start-site';

// The production command, as the README prints it, stopped the way a process manager stops it. No page:
// this drives the server process alone, on a port of its own beside the workers' (E2E_PORT + 40).
const PORT = Number(process.env.E2E_PORT ?? 4317) + 40;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const root = resolve(import.meta.dirname, '..');

test('npm run serve stops on SIGTERM within 2 s, after finishing the request in flight', async () => {
  expect(await answers(ORIGIN), `${ORIGIN} is taken by another server`).toBe(false);
  const server = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      FG_ACCESS_LOG: '0',
      SANDBOX_TEST_CONTROLS: '1',
    },
    stdio: 'ignore',
    // Its own process group, so a failed test can stop the server under npm too (SIGKILL is not passed on).
    detached: true,
  });
  const exited = once(server, 'exit');
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
    if (server.pid !== undefined && server.exitCode === null && server.signalCode === null)
      process.kill(-server.pid, 'SIGKILL');
  }
});
