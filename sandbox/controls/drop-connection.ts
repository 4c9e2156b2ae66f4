import { IncomingMessage } from 'node:http';

/** Header marking a response that stands for a dropped connection; `fetch` of the app rejects on it. */
const DROPPED_HEADER = 'x-sandbox-dropped-connection';

/**
 * Under the Node server the socket is destroyed, so the client sees a real network failure.
 * Without one (msw, app.fetch) the marked response makes the app's fetch reject with a TypeError.
 */
export function dropConnection(env: unknown): Response {
  if (
    typeof env === 'object' &&
    env !== null &&
    'incoming' in env &&
    env.incoming instanceof IncomingMessage
  ) {
    env.incoming.socket.destroy();
    // Nobody reads this answer; unmarked, so the server's fetch neither rejects nor logs a stack.
    return new Response(null, { status: 502 });
  }
  return new Response(null, { status: 502, headers: { [DROPPED_HEADER]: '1' } });
}

function isDropped(response: Response): boolean {
  return response.headers.get(DROPPED_HEADER) === '1';
}

/** Wraps an app's fetch so a dropped connection rejects as a browser fetch does on a network error. */
export function rejectDroppedConnections<Args extends unknown[]>(
  fetch: (...args: Args) => Response | Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    const response = await fetch(...args);
    if (isDropped(response)) throw new TypeError('Failed to fetch: the sandbox dropped the connection');
    return response;
  };
}
