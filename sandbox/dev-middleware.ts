import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createSandbox, SANDBOX_PATH, sandboxOptionsFromEnv } from './app';

/** Vite's default address: links in answers point at the dev server unless FG_PUBLIC_ORIGIN says otherwise. */
const DEV_ORIGIN = 'http://localhost:5173';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * `npm run dev`: the Vite dev server answers the API paths with the same sandbox app `npm start`
 * mounts, so a fresh clone logs in as the demo accounts with hot reload. The page config is not
 * injected in dev, so the portal calls its own origin, which is where the sandbox answers.
 */
export function sandboxMiddleware(env: NodeJS.ProcessEnv = process.env): Middleware {
  const sandbox = createSandbox(
    sandboxOptionsFromEnv({ ...env, FG_PUBLIC_ORIGIN: env.FG_PUBLIC_ORIGIN || DEV_ORIGIN }),
  );
  const answer = getRequestListener(sandbox.app.fetch);
  return (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://dev').pathname;
    if (SANDBOX_PATH.test(path)) void answer(req, res);
    else next();
  };
}
