import { errorFromThrown } from './api-error';
import { errorFromResponse, isErrorBody, parseError } from './normalise-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SendOptions {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

export interface RawResponse {
  status: number;
  body: unknown;
  /** The response's headers, when fetch made the exchange (the token request reads a 429's Retry-After). */
  headers?: Headers;
}

/** JSON when it parses, text otherwise (spec §7: "a JSON body is read as JSON, else as text"). */
export function readBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One HTTP exchange on the platform's fetch, with the spec's timeout. Never throws anything but an ApiError.
 * (Plain fetch rather than ofetch: we use none of its parsing, retry or error handling, and the 4 KB it
 * costs every widget is a seventh of a widget's budget.)
 */
export async function send({
  url,
  method,
  headers,
  body,
  timeoutMs,
  signal,
}: SendOptions): Promise<RawResponse> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method,
      headers,
      body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      credentials: 'omit',
    });
    return { status: response.status, body: readBody(await response.text()), headers: response.headers };
  } catch (error) {
    throw errorFromThrown(timeout.aborted ? timeout.reason : error);
  }
}

/**
 * Data of a successful exchange, or the ApiError it amounts to. A 2xx whose body is not JSON
 * (or is an IsError object) is a failure too: the API only ever answers success with JSON.
 */
export function dataOrError(response: RawResponse, expectJson: boolean): unknown {
  const { status, body } = response;
  if (status >= 400 || isErrorBody(body)) throw errorFromResponse(status, body);
  if (expectJson && typeof body === 'string') throw parseError('The response was not JSON.');
  return body;
}
