import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** `npm run serve` as a process manager runs it, and how a test stops it whatever happened. */
export interface NpmServe {
  /** The npm process: SIGTERM to it is what a process manager sends. */
  server: ChildProcess;
  exited: Promise<unknown[]>;
  /** Stops npm and the server under it if they still run (SIGKILL is not passed on, so the whole group). */
  killIfRunning(): void;
}

/** Starts `npm run serve` on 127.0.0.1:`port` with `env` over this process's, in its own process group. */
export function npmServe(port: number, env: NodeJS.ProcessEnv): NpmServe {
  const server = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', FG_ACCESS_LOG: '0' },
    stdio: 'ignore',
    detached: true,
  });
  return {
    server,
    exited: once(server, 'exit'),
    killIfRunning() {
      if (server.pid !== undefined && server.exitCode === null && server.signalCode === null)
        process.kill(-server.pid, 'SIGKILL');
    },
  };
}
