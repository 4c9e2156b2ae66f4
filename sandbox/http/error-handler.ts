import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_NOT_FOUND_DESCRIPTION } from '../../server/api-paths';
import type { Logger } from '../support/logger';
import { ApiError, errorBody } from './api-error';

export function notFoundHandler(c: Context) {
  return c.json(errorBody(404, API_NOT_FOUND_DESCRIPTION), 404);
}

/** Every failure leaves as the .NET error envelope with a matching status. */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) {
      return c.json(error.body(), error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return c.json(errorBody(status, error.message || 'The request could not be processed.'), status);
    }
    logger.error(
      `sandbox: unhandled error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`,
    );
    return c.json(errorBody(500, 'An error has occurred.'), 500);
  };
}
