import { ApiError } from './api-error';
import { type RawResponse, send } from './http';

/**
 * Shown for a throttled login whose answer did not say how long to wait.
 * @internal
 */
export const TOO_MANY_ATTEMPTS_TEXT = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Seconds of a Retry-After header (delta-seconds or an HTTP date); undefined when absent or not in the future.
 * @internal
 */
export function retryAfterSeconds(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (!header) return undefined;
  const seconds = /^\s*\d+\s*$/.test(header) ? Number(header) : Math.ceil((Date.parse(header) - now) / 1000);
  return seconds > 0 ? seconds : undefined;
}

/**
 * A wait in words: seconds up to 90, whole minutes (rounded up) up to 90, whole hours above.
 * @internal
 */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole <= 90) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  if (minutes <= 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * The red alert of a login refused by throttling (429 with Retry-After, in seconds).
 * @internal
 */
export function tooManyAttemptsText(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined || !(retryAfterSeconds > 0)) return TOO_MANY_ATTEMPTS_TEXT;
  return `Too many attempts. Please wait ${waitInWords(retryAfterSeconds)} and try again.`;
}

/** The ApiError of a throttled (429) token answer: its Retry-After in seconds, and the wait in words. */
export function throttledError(response: RawResponse): ApiError {
  const seconds = retryAfterSeconds(response.headers?.get('Retry-After'));
  const error = new ApiError({ status: 429, message: tooManyAttemptsText(seconds), body: response.body });
  return Object.assign(error, { retryAfterSeconds: seconds });
}

/**
 * A transport (fetch by default) whose throttled answers (429) fail with {@link throttledError}: the
 * wait in the login form's words, for calls a person repeats (help requests, current-password checks).
 */
export function throttleAware(transport: typeof send = send): typeof send {
  return async (options) => {
    const response = await transport(options);
    if (response.status === 429) throw throttledError(response);
    return response;
  };
}
