import { errorFromThrown } from './api-error';
import { readBody, type SendOptions, type send } from './http';

/**
 * An exchange over XMLHttpRequest, which (unlike fetch over HTTP/1.1) reports how much of the body
 * has gone: for uploads that show their progress. Same contract as `send`: the status and body, or
 * an ApiError for a network failure, the timeout or a cancel; no cookies.
 */
export function uploadTransport(onProgress: (sent: number, total: number) => void): typeof send {
  return ({ url, method, headers, body, timeoutMs, signal }: SendOptions) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.timeout = timeoutMs;
      xhr.withCredentials = false;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      const fail = (error: Error) => {
        signal?.removeEventListener('abort', cancel);
        reject(errorFromThrown(error));
      };
      const cancel = () => xhr.abort();
      xhr.onload = () => {
        signal?.removeEventListener('abort', cancel);
        // The one header a caller reads: how long a throttled (429) upload must wait.
        const retryAfter = xhr.getResponseHeader('Retry-After');
        const headers = new Headers(retryAfter ? { 'Retry-After': retryAfter } : {});
        resolve({ status: xhr.status, body: readBody(xhr.responseText), headers });
      };
      xhr.onerror = () => fail(new TypeError('The upload could not reach the server.'));
      xhr.ontimeout = () => fail(new DOMException('The upload took too long.', 'TimeoutError'));
      xhr.onabort = () => fail(new DOMException('The upload was cancelled.', 'AbortError'));
      if (signal?.aborted) return fail(new DOMException('The upload was cancelled.', 'AbortError'));
      signal?.addEventListener('abort', cancel);
      // Uploads send FormData; a stream body (which XHR cannot send) is never built for them.
      xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
