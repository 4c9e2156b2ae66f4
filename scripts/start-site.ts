import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningSite {
  origin: string;
  stop(): void;
}

/**
 * Starts `npm start`'s server (server/main.ts with the sandbox) on 127.0.0.1:`port` for a measuring
 * script, once `dist/` is built, and waits until it answers.
 */
export async function startSite(port: number, env: NodeJS.ProcessEnv = {}): Promise<RunningSite> {
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FG_ACCESS_LOG: '0', ...env },
    stdio: 'ignore',
    detached: true, // its own process group, so stopping it stops tsx's child too
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid);
  };
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (
      await fetch(`${origin}/__health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { origin, stop };
    await sleep(200);
  }
  stop();
  throw new Error(`the site server did not start on ${origin}`);
}
