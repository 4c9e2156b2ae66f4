import { ApiError } from './api-error';
import { LIMITS, type LimitName, LOGIN_LOCKOUT, type LockoutPolicy, type RatePolicy } from './limits';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait before trying again.';
/** Keys remembered at most per throttle (the oldest go first), so memory stays flat under abuse. */
const MAX_KEYS = 10_000;

/** 429 in the API's error shape, saying in `Retry-After` how many seconds to wait. */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  return new ApiError(429, TOO_MANY_ATTEMPTS, {}, { 'Retry-After': String(retryAfterSeconds) });
}

/** A Map that forgets its oldest key beyond {@link MAX_KEYS}. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_KEYS) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Failures in a row per key: from the `freeFailures`th on, each failure locks the key for twice as long
 * as the one before (capped), and while locked every attempt is refused, right or wrong. A success resets.
 */
export class Lockout {
  #failures = new Map<string, { count: number; lockedUntil: number }>();

  constructor(
    private readonly now: () => number,
    private readonly policy: LockoutPolicy = LOGIN_LOCKOUT,
  ) {}

  /** Seconds to wait, or null when an attempt may be made. */
  retryAfter(key: string): number | null {
    const entry = this.#failures.get(key);
    const left = entry ? entry.lockedUntil - this.now() : 0;
    return left > 0 ? seconds(left) : null;
  }

  failed(key: string): void {
    const count = (this.#failures.get(key)?.count ?? 0) + 1;
    const { freeFailures, firstLockMs, maxLockMs } = this.policy;
    const lockMs =
      count < freeFailures ? 0 : Math.min(maxLockMs, firstLockMs * 2 ** Math.min(count - freeFailures, 30));
    remember(this.#failures, key, { count, lockedUntil: this.now() + lockMs });
  }

  succeeded(key: string): void {
    this.#failures.delete(key);
  }

  clear(): void {
    this.#failures.clear();
  }
}

/** At most `limit` events per key in any `windowMs`. */
export class RateLimit {
  #events = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly policy: RatePolicy,
  ) {}

  /**
   * Counts `count` events (default 1) and returns null, or, when they would take the key over its limit,
   * counts none and returns the seconds until there is room for them.
   */
  take(key: string, count = 1): number | null {
    const now = this.now();
    const recent = (this.#events.get(key) ?? []).filter((time) => now - time < this.policy.windowMs);
    const over = recent.length + count - this.policy.limit;
    if (over > 0) {
      remember(this.#events, key, recent);
      // Room comes when the `over` oldest have left the window (never, if count alone is over the limit).
      const freeing = recent[Math.min(over, recent.length) - 1] ?? now;
      return seconds(freeing + this.policy.windowMs - now);
    }
    remember(this.#events, key, [...recent, ...Array<number>(count).fill(now)]);
    return null;
  }

  /** Seconds until one more event fits, or null when it would: counts nothing. */
  wait(key: string): number | null {
    const now = this.now();
    const recent = (this.#events.get(key) ?? []).filter((time) => now - time < this.policy.windowMs);
    const over = recent.length + 1 - this.policy.limit;
    if (over <= 0) return null;
    const freeing = recent[over - 1] ?? now;
    return seconds(freeing + this.policy.windowMs - now);
  }

  clear(): void {
    this.#events.clear();
  }
}

/** Counts one event (or `count`) for `key`, or refuses with 429 and Retry-After when over the limit. */
export function enforce(limit: RateLimit, key: string, count = 1): void {
  const wait = limit.take(key, count);
  if (wait !== null) throw tooManyAttempts(wait);
}

/** The sandbox's throttles, one per abuse they stop (sandbox/http/limits.ts); cleared with the rest of its state. */
export function createThrottles(now: () => number) {
  const rates = Object.fromEntries(
    Object.entries(LIMITS).map(([name, policy]) => [name, new RateLimit(now, policy)]),
  ) as Record<LimitName, RateLimit>;
  /** Password grants per username (any case), existing or not. */
  const logins = new Lockout(now, LOGIN_LOCKOUT);
  return {
    ...rates,
    logins,
    clear() {
      logins.clear();
      for (const rate of Object.values(rates)) rate.clear();
    },
  };
}

export type Throttles = ReturnType<typeof createThrottles>;
