import { ofetch } from 'ofetch';
import { errorFromResponse, errorFromThrown, isErrorBody, parseError } from './normalise-error';

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

/** One HTTP exchange. Never throws anything but an ApiError. */
export async function send({
  url,
  method,
  headers,
  body,
  timeoutMs,
  signal,
}: SendOptions): Promise<RawResponse> {
  try {
    const response = await ofetch.raw<string, 'text'>(url, {
      method,
      headers,
      body,
      signal,
      timeout: timeoutMs,
      retry: false,
      ignoreResponseError: true,
      responseType: 'text',
    });
    return { status: response.status, body: readBody(response._data ?? '') };
  } catch (error) {
    throw errorFromThrown(error);
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
