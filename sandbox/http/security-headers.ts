import type { MiddlewareHandler } from 'hono';

/** The report pages are public, static per address, and framed by the portal: they may be cached. */
const REPORT_PAGES = /^\/sandbox-reports\//;

/**
 * On every answer, error and preflight included: `nosniff`, and `Cache-Control: no-store` because tokens
 * and personal data must never stay in a shared or browser cache (the report pages excepted).
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (!REPORT_PAGES.test(c.req.path)) c.header('Cache-Control', 'no-store');
  };
}
