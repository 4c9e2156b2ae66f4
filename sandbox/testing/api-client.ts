import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { createSandbox, DEMO_PASSWORD, type Sandbox, type SandboxOptions } from '../app';

interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  headers?: Record<string, string>;
  /** The origin the request is addressed to (as a server derives it from the Host header). */
  origin?: string;
  /** The client address the request comes from, as the Node server's socket gives it (else `local`). */
  from?: string;
}

/** The Node server's bindings for a request from `address`: a socket whose peer is that address. */
function bindingsFrom(address: string): { incoming: IncomingMessage } {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: address });
  return { incoming: new IncomingMessage(socket) };
}

export type JsonObject = Record<string, unknown>;

interface CallResult<T> {
  status: number;
  headers: Headers;
  /** The parsed JSON, typed by the caller: tests pin the shape down with their assertions. */
  body: T;
  text: string;
}

/** Test helper: calls the sandbox app in-process (no network) and parses the answer. */
function apiClient(sandbox: Sandbox) {
  async function call<T = JsonObject>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form);
    } else if (options.multipart) {
      body = options.multipart;
    }
    const response = await sandbox.app.fetch(
      new Request(`${options.origin ?? 'http://localhost'}${path}`, { method, headers, body }),
      options.from === undefined ? undefined : bindingsFrom(options.from),
    );
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  async function login(username: string, password = DEMO_PASSWORD) {
    return call('POST', '/auth/connect/token', {
      form: { client_id: 'fg-portal', grant_type: 'password', username, password },
    });
  }

  async function refresh(username: string, refreshToken: unknown) {
    return call('POST', '/auth/connect/token', {
      form: {
        client_id: 'fg-portal',
        grant_type: 'refresh_token',
        username,
        refresh_token: String(refreshToken),
      },
    });
  }

  async function tokenOf(username: string, password = DEMO_PASSWORD): Promise<string> {
    const result = await login(username, password);
    if (result.status !== 200) throw new Error(`Login failed for ${username}: ${result.text}`);
    return String(result.body.access_token);
  }

  return {
    call,
    login,
    refresh,
    tokenOf,
    get: <T = JsonObject>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = JsonObject>(path: string, options?: CallOptions) => call<T>('POST', path, options),
    put: <T = JsonObject>(path: string, options?: CallOptions) => call<T>('PUT', path, options),
  };
}

/** A fresh sandbox without latency, with test controls, links on http://localhost, and its client. */
export function testSandbox(options: SandboxOptions = {}) {
  const sandbox = createSandbox({
    latencyMs: 0,
    testControls: true,
    publicOrigin: 'http://localhost',
    ...options,
  });
  return { sandbox, api: apiClient(sandbox) };
}
