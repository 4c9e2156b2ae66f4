import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createConfig } from '../src/config';
import { configProblem, publicOriginFromEnv, serveModeFromEnv } from './config-from-env';
import { errorLine } from './logging';
import { createServerApp, type ServerAppOptions } from './server-app';
import { createSiteApp } from './site';

/**
 * `npm run serve` (and `npm start` after its build): the site, and beside it the sandbox API unless
 * FG_SANDBOX=off. The sandbox is imported only here, and only when it runs, so the site alone never loads it.
 */
const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, 'dist');
const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
const origin = publicOriginFromEnv(process.env);
const mode = serveModeFromEnv(process.env);
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
if ('error' in mode) {
  process.stderr.write(`${mode.error}\n`);
  process.exit(1);
}
if (!existsSync(resolve(distDir, 'portal', 'index.html'))) {
  process.stderr.write(
    'dist/ has no build to serve: run `npm run build` first (or `npm start`, which builds).\n',
  );
  process.exit(1);
}
const { sandbox: withSandbox, examples, config } = mode;
const problem = configProblem(origin, config);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
createConfig(origin, config); // and on anything else malformed

const writeLine = (stream: NodeJS.WriteStream) => (line: string) => stream.write(`${line}\n`);
const site = createSiteApp({
  distDir,
  examplesDir: resolve(root, 'examples'),
  config,
  examples,
  logError: writeLine(process.stderr),
});

let sandbox: ServerAppOptions['sandbox'];
if (withSandbox) {
  const { createSandbox, sandboxOptionsFromEnv, SANDBOX_PATH } = await import('../sandbox/app');
  // The server's access log covers the sandbox's requests too: its own plain-text log would repeat them.
  const { app } = createSandbox({ ...sandboxOptionsFromEnv(process.env), logRequests: false });
  sandbox = { fetch: app.fetch, path: SANDBOX_PATH };
}

const app = createServerApp({
  site,
  sandbox,
  publicOrigin: origin,
  accessLog: mode.accessLog ? writeLine(process.stdout) : undefined,
});

const server = serve({ fetch: app.fetch, port, hostname }, () => {
  const parts = [
    'portal',
    '/widgets',
    ...(examples ? ['/examples'] : []),
    ...(withSandbox ? ['sandbox API'] : []),
  ];
  process.stdout.write(`FG Portal on ${origin} (${parts.join(', ')})\n`);
});
// An idle kept-alive connection is closed by the client or the proxy in front (60 s on common load
// balancers), not by us: a server that closes first can reset a request the client has just sent on it.
// Node's default of 5 s did that to e2e requests on a busy machine (ECONNRESET).
if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
server.on('error', (error) => {
  process.stderr.write(`${errorLine(error)}\n`);
  process.exit(1);
});
process.on('uncaughtException', (error) => {
  process.stderr.write(`${errorLine(error)}\n`);
  process.exit(1);
});

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
