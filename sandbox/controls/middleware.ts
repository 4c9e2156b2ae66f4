import { createMiddleware } from 'hono/factory';
import { isControlPath } from '../http/paths';
import type { Logger } from '../support/logger';
import { sleep } from '../support/sleep';
import { dropConnection } from './drop-connection';
import { answersInstead, type FaultRegistry } from './fault-registry';
import { faultResponse } from './fault-response';
import { describeBody, loggedQuery, type ReceivedLog } from './received-log';

export function recordReceived(log: ReceivedLog, now: () => number) {
  return createMiddleware(async (c, next) => {
    if (isControlPath(c.req.path)) return next();
    const copy = c.req.raw.clone();
    const url = new URL(c.req.url);
    const time = new Date(now()).toISOString();
    await next();
    log.add({
      method: c.req.method,
      path: url.pathname,
      query: loggedQuery(url.searchParams),
      headers: Object.fromEntries(copy.headers),
      body: await describeBody(copy),
      time,
    });
  });
}

export function injectFaults(faults: FaultRegistry) {
  return createMiddleware(async (c, next) => {
    if (isControlPath(c.req.path)) return next();
    const fault = faults.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.dropConnection) return dropConnection(c.env);
    if (!answersInstead(fault)) return next();
    return faultResponse(fault);
  });
}

/** The spec's mock layer answered after 100 ms; the sandbox keeps that pace on API calls. */
export function latency(ms: number) {
  return createMiddleware(async (c, next) => {
    if (ms > 0 && c.req.method !== 'OPTIONS' && !isControlPath(c.req.path)) await sleep(ms);
    await next();
  });
}

/** One line per request: method, path (never the query, where link tokens travel), status, time. */
export function logRequests(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  });
}
