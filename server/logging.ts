import type { Context, MiddlewareHandler } from 'hono';

/** Paths are logged up to this length: a crafted long URL must not flood the log. */
const MAX_PATH = 512;

/** The request's path alone: never its query string (reset tokens travel there), headers or body. */
function loggedPath(c: Context): string {
  const { path } = c.req;
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
}

/**
 * One JSON line per request, written when the answer is ready: time, method, path (without the query
 * string), status and milliseconds. Nothing else of the request is logged.
 */
export function accessLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        method: c.req.method,
        path: loggedPath(c),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    );
  };
}

/** One JSON line for an unexpected error: its stack and, for a request, its method and path. */
export function errorLine(error: Error, c?: Context): string {
  return JSON.stringify({
    time: new Date().toISOString(),
    level: 'error',
    ...(c && { method: c.req.method, path: loggedPath(c) }),
    error: error.stack ?? error.message,
  });
}
