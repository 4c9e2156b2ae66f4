import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createConfig } from '../src/config';
import { configProblem, publicOriginFromEnv, serveModeFromEnv } from './config-from-env';
import { createSiteApp } from './site';

/**
 * `npm start`: the site, and beside it the sandbox API unless FG_SANDBOX=off. The sandbox is imported
 * only here, and only when it runs, so the site alone never loads it.
 */
const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
const origin = publicOriginFromEnv(process.env);
const mode = serveModeFromEnv(process.env);
if ('error' in mode) {
  process.stderr.write(`${mode.error}\n`);
  process.exit(1);
}
const { sandbox: withSandbox, config } = mode;
const problem = configProblem(origin, config);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
createConfig(origin, config); // and on anything else malformed

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
