import { Hono } from 'hono';
import type { SandboxEnv } from '../http/env';

/** GET /openapi.json: the portal's API contract as OpenAPI 3.1, as `npm run openapi` writes it (issue 51). */
export function openApiRoutes() {
  const app = new Hono<SandboxEnv>();
  let document: Record<string, unknown> | undefined;
  app.get('/openapi.json', async (c) => {
    // Loaded on the first ask: every test that starts a sandbox would otherwise import the whole contract.
    const { openApiDocument } = await import('../../src/api/openapi');
    document ??= openApiDocument();
    return c.json(document);
  });
  return app;
}
