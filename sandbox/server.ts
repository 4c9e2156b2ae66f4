import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { type ConfigInput, createConfig } from '../src/config';
import { createSandbox, sandboxOptionsFromEnv } from './app';
import { createSiteApp } from './site';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST ?? '127.0.0.1';
const origin = `http://localhost:${port}`;

/** The portal talks to the sandbox on its own origin unless FG_API_* point elsewhere. */
const config: ConfigInput = Object.fromEntries(
  Object.entries({
    mainApiBase: process.env.FG_API_MAIN,
    webApiBase: process.env.FG_API_WEB,
    authBase: process.env.FG_API_AUTH,
    contentBase: process.env.FG_API_CONTENT,
  }).filter(([, value]) => value),
);
createConfig(origin, config); // fail fast on a malformed FG_API_* value

/** What the sandbox answers: the API versions, the auth service, the content system and its own pages. */
const SANDBOX_PATH = /^\/(?:[vV][345]\/[aA][pP][iI]|auth|cms|__sandbox|sandbox-reports)(?:\/|$)/;

const sandbox = createSandbox(sandboxOptionsFromEnv(process.env));
const site = createSiteApp({
  distDir: resolve(root, 'dist'),
  examplesDir: resolve(root, 'examples'),
  config,
});

const app = new Hono();
app.all('*', (c) =>
  SANDBOX_PATH.test(c.req.path) ? sandbox.app.fetch(c.req.raw, c.env) : site.fetch(c.req.raw, c.env),
);

const server = serve({ fetch: app.fetch, port, hostname }, () => {
  process.stdout.write(`FG Portal on ${origin} (portal, /widgets, /examples, sandbox API)\n`);
});

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
