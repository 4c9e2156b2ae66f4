import { ApiError } from './api-error';

/** Client errors (4xx) will not get better by asking again; a network or server failure of a read gets one retry. */
export function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}
