import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './api-error';

/**
 * Largest JSON or url-encoded body: far above any form of the portal.
 * @internal
 */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * Largest multipart body: one 10 MB file and its form fields.
 * @internal
 */
export const MULTIPART_BODY_LIMIT = 10.5 * 1024 * 1024;

const tooLarge: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
  c.json(errorBody(413, 'The request body is too large.'), 413);

/**
 * 413 for a body over its limit, at once from Content-Length when there is one, else by counting while
 * reading: the body is never held beyond the limit. Runs before anything else reads or copies the body.
 */
export function bodyLimits(): MiddlewareHandler {
  const json = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  const multipart = bodyLimit({ maxSize: MULTIPART_BODY_LIMIT, onError: tooLarge });
  return (c, next) => {
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    return type.includes('multipart/form-data') ? multipart(c, next) : json(c, next);
  };
}
