import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { type ConfigInput, createConfig } from '../src/config';
import { createSiteApp } from './site';

/**
 * `npm start`: the site, and beside it the sandbox API unless FG_SANDBOX=off. The sandbox is imported
 * only here, and only when it runs, so the site alone never loads it.
 */
const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
const origin = `http://localhost:${port}`;
const withSandbox = process.env.FG_SANDBOX !== 'off';

const apiBases = {
  mainApiBase: process.env.FG_API_MAIN,
  webApiBase: process.env.FG_API_WEB,
  authBase: process.env.FG_API_AUTH,
  contentBase: process.env.FG_API_CONTENT,
};
const missing = Object.entries({
  FG_API_MAIN: apiBases.mainApiBase,
  FG_API_WEB: apiBases.webApiBase,
  FG_API_AUTH: apiBases.authBase,
  FG_API_CONTENT: apiBases.contentBase,
}).filter(([, value]) => !value);
if (!withSandbox && missing.length > 0) {
  process.stderr.write(
    `FG_SANDBOX=off serves the site alone: set ${missing.map(([name]) => name).join(', ')} to the real API.\n`,
  );
  process.exit(1);
}

/** The portal talks to the sandbox on its own origin unless FG_API_* point elsewhere. */
const config: ConfigInput = Object.fromEntries(Object.entries(apiBases).filter(([, value]) => value));
createConfig(origin, config); // fail fast on a malformed FG_API_* value

const site = createSiteApp({
  distDir: resolve(root, 'dist'),
  examplesDir: resolve(root, 'examples'),
  config,
});

const app = new Hono();
if (withSandbox) {
  const { createSandbox, sandboxOptionsFromEnv, SANDBOX_PATH } = await import('../sandbox/app');
  const sandbox = createSandbox(sandboxOptionsFromEnv(process.env));
  app.all('*', (c) =>
    SANDBOX_PATH.test(c.req.path) ? sandbox.app.fetch(c.req.raw, c.env) : site.fetch(c.req.raw, c.env),
  );
} else {
  app.all('*', (c) => site.fetch(c.req.raw, c.env));
}

const server = serve({ fetch: app.fetch, port, hostname }, () => {
  const parts = withSandbox ? 'portal, /widgets, /examples, sandbox API' : 'portal, /widgets, /examples';
  process.stdout.write(`FG Portal on ${origin} (${parts})\n`);
});

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
