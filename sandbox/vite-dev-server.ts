import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';

/**
 * `npm run dev`: the Vite dev server answers the API paths with the same sandbox app `npm start`
 * mounts, so a fresh clone logs in as the demo accounts with hot reload. The page config is not
 * injected in dev, so the portal calls its own origin, which is where the sandbox now answers.
 */
export function sandboxDevServer(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: 'fg-sandbox-dev-server',
    apply: 'serve',
    async configureServer(server) {
      const { createSandbox, sandboxOptionsFromEnv, SANDBOX_PATH } = await import('./app');
      const sandbox = createSandbox(sandboxOptionsFromEnv(env));
      const answer = getRequestListener(sandbox.app.fetch);
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev').pathname;
        if (SANDBOX_PATH.test(path)) void answer(req, res);
        else next();
      });
    },
  };
}
