import { Hono } from 'hono';
import { accessLog } from './logging';

/**
 * A year, without includeSubDomains: the portal cannot speak for hosts under its name it does not serve.
 * @internal
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

export interface ServerAppOptions {
  /** The site (`createSiteApp`): the portal, the widgets and the examples. */
  site: { fetch: Fetch };
  /** The sandbox API beside the site, for the paths it answers. */
  sandbox?: { fetch: Fetch; path: RegExp };
  /** The site's public origin: an https one makes every answer carry Strict-Transport-Security. */
  publicOrigin: string;
  /** Where the access log goes, one JSON line per request; none when absent. */
  accessLog?: (line: string) => void;
}

/**
 * What `npm start` and `npm run serve` listen with: the access log and transport security around
 * everything, then each request handed to the sandbox (its paths, when it runs) or to the site.
 */
export function createServerApp({ site, sandbox, publicOrigin, accessLog: write }: ServerAppOptions): Hono {
  const app = new Hono();
  if (write) app.use('*', accessLog(write));
  if (new URL(publicOrigin).protocol === 'https:') {
    app.use('*', async (c, next) => {
      await next();
      c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    });
  }
  app.all('*', (c) =>
    sandbox?.path.test(c.req.path) ? sandbox.fetch(c.req.raw, c.env) : site.fetch(c.req.raw, c.env),
  );
  return app;
}
