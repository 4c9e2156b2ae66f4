/** Spec §8 texts, in one place. */
export const ERROR_TEXT = {
  generic: 'Oops, something went wrong.',
  tooLong: 'Error occurred processing request',
  htmlPage: 'Error occurred',
  network: 'We could not reach the server. Please check your connection and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

/** Longer messages are replaced by `ERROR_TEXT.tooLong` (spec §8, §9). */
export const ERROR_TEXT_LIMIT = 100;

/** Status codes the client assigns itself (spec §8). */
export const CLIENT_STATUS = { unhandled: 500, network: 501, timeout: 504 } as const;

export interface ApiErrorInit {
  status: number;
  message: string;
  /** The raw description the server sent, when there was one. */
  description?: string;
  /** The server's own error body (an IsError object), for callers that need more than the message. */
  body?: unknown;
}

/** The one error type every failed call becomes. `message` is always safe to show to a user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly isError = true as const;
  readonly description: string | undefined;
  readonly body: unknown;
  /**
   * How long a throttled (429) login asks the client to wait, from its Retry-After header. Declared
   * only (set by the login's own code, src/api/too-many-attempts.ts), so it costs other widgets nothing.
   */
  declare readonly retryAfterSeconds?: number | undefined;

  constructor({ status, message, description, body }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.description = description;
    this.body = body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

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

/** Failures that never produced a response: timeout (504), network (501), anything else (500). */
export function errorFromThrown(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error ? error.name : '';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.name : '';
  if (name === 'TimeoutError' || cause === 'TimeoutError') {
    return new ApiError({ status: CLIENT_STATUS.timeout, message: ERROR_TEXT.generic });
  }
  if (name === 'TypeError' || cause === 'TypeError' || name === 'FetchError') {
    return new ApiError({ status: CLIENT_STATUS.network, message: ERROR_TEXT.network });
  }
  return new ApiError({ status: CLIENT_STATUS.unhandled, message: ERROR_TEXT.generic });
}
