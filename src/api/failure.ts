import { CLIENT_STATUS, ERROR_TEXT, isApiError } from './api-error';

/** What a widget tells its host about a failed call: the user-facing message and the status (spec §8). */
export interface Failure {
  message: string;
  status: number;
}

/** The failure an error amounts to; anything that is not an ApiError reads as the generic 500. */
export function toFailure(error: unknown): Failure {
  if (isApiError(error)) return { message: error.message, status: error.status };
  return { message: ERROR_TEXT.generic, status: CLIENT_STATUS.unhandled };
}
