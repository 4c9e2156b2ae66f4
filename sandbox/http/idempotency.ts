import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, badRequest } from './api-error';
import type { SandboxEnv } from './env';

/**
 * How long a key's first answer is kept and replayed.
 * @internal
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Keys kept at most (the oldest go first), so the demo's memory stays flat however many are sent. */
const IDEMPOTENCY_MAX_KEYS = 10_000;

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

interface Entry {
  /** What the key was first used for: the path and the body, byte for byte. */
  fingerprint: string;
  createdAt: number;
  /** The first answer; absent while that request is still being handled. */
  answer?: { status: ContentfulStatusCode; body: unknown };
}

/** The keys seen and their first answers, per party; one per sandbox, emptied with the rest of its state. */
export type IdempotencyKeys = Map<string, Entry>;

export const createIdempotencyKeys = (): IdempotencyKeys => new Map();

/**
 * The `Idempotency-Key` header on a secure POST (the buy posts; after the `secure` guard, so keys are
 * kept per party and survive a token refresh or a new login): the first answer for a key is kept for
 * 24 hours and returned for a repeat with `Idempotent-Replayed: true`; a repeat while the first is
 * still in flight gets 409, the same key with a different request 422. Only a purchase made (2xx) is
 * kept (the Stripe rule): a refusal (4xx) or a server failure (5xx) is not, so the same key with a
 * corrected request is judged afresh, and asking again after a failure runs it again. A request
 * without the header runs as before.
 */
export function idempotency(
  now: () => number,
  entries: IdempotencyKeys = createIdempotencyKeys(),
): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined) return next();
    if (!VALID_KEY.test(key))
      throw badRequest('The Idempotency-Key header must be 1 to 255 visible characters.');

    const scope = `${c.get('claims').PartyId} ${key}`;
    const fingerprint = `${c.req.method} ${c.req.path}\n${await c.req.text()}`;
    const existing = entries.get(scope);
    if (existing && now() - existing.createdAt < IDEMPOTENCY_TTL_MS) {
      if (existing.fingerprint !== fingerprint) {
        throw new ApiError(422, 'This Idempotency-Key was already used for a different request.');
      }
      if (!existing.answer) {
        throw new ApiError(409, 'A request with this Idempotency-Key is still being processed. Please wait.');
      }
      c.header('Idempotent-Replayed', 'true');
      return c.json(existing.answer.body, existing.answer.status);
    }

    entries.delete(scope);
    if (entries.size >= IDEMPOTENCY_MAX_KEYS) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const entry: Entry = { fingerprint, createdAt: now() };
    entries.set(scope, entry);
    try {
      await next();
    } finally {
      const status = c.res.status as ContentfulStatusCode;
      const made = status >= 200 && status < 300 && c.res.headers.get('content-type')?.includes('json');
      if (!made) entries.delete(scope);
      else entry.answer = { status, body: await c.res.clone().json() };
    }
  };
}
