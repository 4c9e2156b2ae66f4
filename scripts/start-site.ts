import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const EXIT_WITH_PARENT = resolve(import.meta.dirname, 'exit-with-parent.mjs');

/** Whether a server of ours answers its health check at `origin`. */
export const answers = (origin: string) =>
  fetch(`${origin}/__health`).then(
    (response) => response.ok,
    () => false,
  );

export interface RunningSite {
  origin: string;
  /** Stops the server and resolves once it has exited, so its port is free again. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** The TypeScript entry to run with tsx, relative to the project root. */
  script: string;
  port: number;
  env?: NodeJS.ProcessEnv;
  /** Where the server's error output goes: nowhere for a measuring script, the test runner's for e2e. */
  stderr?: 'ignore' | 'inherit';
}

/**
 * Starts a Node server of ours (any entry that binds 127.0.0.1:`port` and answers `/__health`) and waits
 * until it answers.
 */
export async function startServer({
  script,
  port,
  env = {},
  stderr = 'ignore',
}: ServerOptions): Promise<RunningSite> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin))
    throw new Error(
      `${origin} is taken by another server (another test run, or one left running): stop it or choose other ports`,
    );
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', EXIT_WITH_PARENT, script],
    {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
      // The IPC channel is how the server knows this process is gone (exit-with-parent.mjs).
      stdio: ['ignore', 'ignore', stderr, 'ipc'],
      cwd: resolve(import.meta.dirname, '..'),
      detached: true, // its own process group, so stopping it stops anything it started too
    },
  );
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.pid === undefined || server.exitCode !== null || server.signalCode !== null) return;
    process.kill(-server.pid);
    await exited;
  };
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (server.exitCode !== null) break;
    if (await answers(origin)) return { origin, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`${script} did not start on ${origin}`);
}

/**
 * Starts `npm start`'s server (server/main.ts with the sandbox) on 127.0.0.1:`port` for a measuring
 * script, once `dist/` is built, and waits until it answers.
 */
export function startSite(port: number, env: NodeJS.ProcessEnv = {}): Promise<RunningSite> {
  return startServer({ script: 'server/main.ts', port, env: { FG_ACCESS_LOG: '0', ...env } });
}
