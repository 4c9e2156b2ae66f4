import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The address the request came from, for per-client throttles: the socket's peer under the Node server
 * (never a header a client can write), `local` when there is no socket (app.fetch, msw in tests).
 */
export function clientAddress(c: Context): string {
  const env: unknown = c.env;
  if (
    typeof env === 'object' &&
    env !== null &&
    'incoming' in env &&
    env.incoming instanceof IncomingMessage
  ) {
    return env.incoming.socket.remoteAddress ?? 'unknown';
  }
  return 'local';
}
