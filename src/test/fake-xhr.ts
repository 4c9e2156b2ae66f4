import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

/** A progress event as XMLHttpRequest fires it (only the fields the code reads). */
const progressEvent = (loaded: number, total: number, lengthComputable = true) =>
  ({ lengthComputable, loaded, total }) as ProgressEvent;

/**
 * A stand-in for XMLHttpRequest that records what the code under test did to it and lets the test
 * play the browser: report upload progress, answer, fail, time out. `abort()` fires `onabort` as a
 * browser does (msw's XMLHttpRequest proxy, under happy-dom, fires nothing for a pending request).
 */
export class FakeXhr {
  /** Every request made since {@link installFakeXhr}, oldest first. */
  static made: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  /** True to start with, so a test sees the code turn it off. */
  withCredentials = true;
  sent = false;
  body: unknown;
  aborts = 0;
  status = 0;
  responseText = '';
  /** The answer's headers (lower-case names), as {@link respond} was given them. */
  responseHeaders: Record<string, string> = {};
  readonly upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.made.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.sent = true;
    this.body = body;
  }

  abort() {
    this.aborts += 1;
    this.onabort?.(progressEvent(0, 0, false));
  }

  /** The upload's progress, as the browser reports it. */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.(progressEvent(loaded, total, lengthComputable));
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  /** The server's answer. */
  respond(status: number, responseText: string, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = responseText;
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    this.onload?.(progressEvent(responseText.length, responseText.length));
  }

  /** A network failure (no answer). */
  fail() {
    this.onerror?.(progressEvent(0, 0, false));
  }

  /** The request's own timeout ran out. */
  expire() {
    this.ontimeout?.(progressEvent(0, 0, false));
  }
}

/** Puts {@link FakeXhr} in place of XMLHttpRequest until `vi.unstubAllGlobals()`. */
export function installFakeXhr(): typeof FakeXhr.made {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.made;
}
