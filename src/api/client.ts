import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { apiOrigins, type Config, REQUEST_TIMEOUT_MS } from '../config';
import { ApiError, ERROR_TEXT } from './api-error';
import { type ApiBase, urlOnBase } from './api-url';
import { type AuthPort, type AuthSnapshot, type AuthTokens, isExpired } from './auth-port';
import { dataOrError, type HttpMethod, type RawResponse, send } from './http';
import { parseError } from './normalise-error';
import { requestToken } from './token';

/**
 * Every header the client may send. A cross-origin API must allow each of them in its CORS answer (the
 * sandbox allows exactly this list), so a header missing here is a type error, not a blocked request.
 */
export const REQUEST_HEADER_NAMES = [
  'Accept',
  'Content-Type',
  'PlatformVersion',
  'Authorization',
  'RoleToken',
  'Idempotency-Key',
] as const;
type RequestHeaderName = (typeof REQUEST_HEADER_NAMES)[number];

type QueryValue = string | number | boolean | undefined | null;

/** One call, as spec §7 "Request behaviour" describes it. */
export interface ApiRequest<T> {
  /** Relative to the base, may contain `[partyId]` (filled from `party`); or an absolute URL. */
  path: string;
  /** The party the server-state seam handed the call (its context's `party`): fills `[partyId]`. */
  party?: string;
  method?: HttpMethod;
  body?: unknown;
  /** Inferred from the path when absent: `/v5/…` goes to the web API, everything else to the main API. */
  base?: ApiBase;
  /** Sends the bearer and role tokens (to the configured API origins only). */
  secure?: boolean;
  /** `body` is FormData, sent as multipart/form-data. */
  multipart?: boolean;
  query?: Record<string, QueryValue>;
  /** Validates the success body; without it the call resolves to `unknown` data cast to T. */
  schema?: $ZodType<T>;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server answers a repeat with the first answer (a purchase is made once). */
  idempotencyKey?: string;
  /** How the exchange is made, when not by fetch (an upload that reports its progress: upload-transport.ts). */
  transport?: typeof send;
}

export interface ApiClient {
  readonly config: Config;
  /** Whose tokens secure calls carry; a login hands its tokens here. */
  readonly auth: AuthPort;
  request<T>(request: ApiRequest<T>): Promise<T>;
}

/**
 * A client that takes requests but has no config to read: what a tag whose client code is fetched on
 * first use (clientOnInteraction) has before that code arrives. A request made then waits for it.
 */
export type RequestClient = Pick<ApiClient, 'auth' | 'request'>;

export interface ApiClientOptions {
  config: Config;
  auth: AuthPort;
  timeoutMs?: number;
  now?: () => number;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;
/** The answer's data, checked against the call's schema when it has one. */
function answerOf<T>(response: RawResponse, call: ApiRequest<T>, method: string): T {
  const data = dataOrError(response, call.schema !== undefined);
  if (!call.schema) return data as T;
  const parsed = z.safeParse(call.schema, data);
  if (!parsed.success) throw parseError(`Unexpected response from ${method} ${call.path}`);
  return parsed.data;
}

function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/**
 * Refreshes under way, per auth port rather than per client: every widget on a page has a client of its
 * own over the one session, and refresh tokens rotate on use, so a second concurrent refresh with the
 * same token would be refused and log the user out.
 */
const refreshesInFlight = new WeakMap<AuthPort, Promise<AuthSnapshot>>();

function signedOut(): ApiError {
  return new ApiError({ status: 401, message: ERROR_TEXT.sessionExpired });
}

export function createApiClient({
  config,
  auth,
  timeoutMs = REQUEST_TIMEOUT_MS,
  now = Date.now,
}: ApiClientOptions): ApiClient {
  const trustedOrigins = apiOrigins(config);
  async function refresh(): Promise<AuthSnapshot> {
    const started = auth.current();
    if (!started) throw signedOut();
    const exclusive = auth.exclusive ? auth.exclusive.bind(auth) : <T>(work: () => Promise<T>) => work();
    await exclusive(async () => {
      const snapshot = auth.current();
      if (!snapshot) throw signedOut();
      // Another tab of the session refreshed while this one waited, and its tokens were adopted: a spent
      // refresh token must not be sent again (the API would end the session, RFC 9700).
      if (snapshot.refreshToken !== started.refreshToken) return;
      let tokens: AuthTokens;
      try {
        tokens = await requestToken(
          config,
          { grant_type: 'refresh_token', username: snapshot.username, refresh_token: snapshot.refreshToken },
          timeoutMs,
        );
      } catch {
        auth.refreshFailed();
        throw signedOut();
      }
      auth.tokensRefreshed(tokens);
    });
    const refreshed = auth.current();
    if (!refreshed) throw signedOut();
    return refreshed;
  }

  /** Single flight: concurrent callers, of this client or another over the same port, share one refresh. */
  function refreshOnce(): Promise<AuthSnapshot> {
    let refreshing = refreshesInFlight.get(auth);
    if (!refreshing) {
      refreshing = refresh().finally(() => refreshesInFlight.delete(auth));
      refreshesInFlight.set(auth, refreshing);
    }
    return refreshing;
  }

  async function validSnapshot(): Promise<AuthSnapshot> {
    const snapshot = auth.current();
    if (!snapshot) throw signedOut();
    return isExpired(snapshot, now()) ? refreshOnce() : snapshot;
  }

  function resolveUrl(request: ApiRequest<unknown>): string {
    let path = request.path;
    if (path.includes('[partyId]')) {
      if (!request.party) throw signedOut();
      path = path.replaceAll('[partyId]', encodeURIComponent(request.party));
    }
    const url = ABSOLUTE_URL.test(path) ? path : urlOnBase(config, request.base, path);
    return withQuery(url, request.query);
  }

  function encodeBody(request: ApiRequest<unknown>): {
    body: BodyInit | undefined;
    contentType: string | undefined;
  } {
    const { body } = request;
    if (body === undefined) return { body: undefined, contentType: undefined };
    // The browser sets multipart and form boundaries itself.
    if (request.multipart || body instanceof FormData)
      return { body: body as FormData, contentType: undefined };
    if (body instanceof URLSearchParams) return { body, contentType: 'application/x-www-form-urlencoded' };
    return { body: JSON.stringify(body), contentType: 'application/json' };
  }

  function headersFor(
    call: ApiRequest<unknown>,
    url: string,
    contentType: string | undefined,
    snapshot: AuthSnapshot | null,
  ) {
    const headers: Partial<Record<RequestHeaderName, string>> = { Accept: 'application/json' };
    if (contentType) headers['Content-Type'] = contentType;
    if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
    if (!trustedOrigins.has(new URL(url).origin)) return headers;
    headers.PlatformVersion = config.platformVersion;
    if (snapshot) {
      headers.Authorization = `Bearer ${snapshot.accessToken}`;
      if (snapshot.roleToken) headers.RoleToken = snapshot.roleToken;
    }
    return headers;
  }

  async function request<T>(call: ApiRequest<T>): Promise<T> {
    let snapshot = call.secure ? await validSnapshot() : null;
    const url = resolveUrl(call);
    const { body, contentType } = encodeBody(call);
    const method = call.method ?? 'GET';
    const exchange = (withAuth: AuthSnapshot | null): Promise<RawResponse> =>
      (call.transport ?? send)({
        url,
        method,
        headers: headersFor(call, url, contentType, withAuth),
        body,
        timeoutMs,
        signal: call.signal,
      });

    let response = await exchange(snapshot);
    if (response.status === 401 && snapshot) {
      // Another call may have refreshed already; only refresh if we still hold the token that was refused.
      const current = auth.current();
      snapshot = current && current.accessToken !== snapshot.accessToken ? current : await refreshOnce();
      response = await exchange(snapshot);
    }

    return answerOf(response, call, method);
  }

  return { config, auth, request };
}
