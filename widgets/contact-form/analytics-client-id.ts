import { usableStorage } from '../../src/session/usable-storage';

/**
 * Where the browser session's analytics client id is kept.
 * @internal
 */
export const ANALYTICS_CLIENT_ID_KEY = 'fg.analytics-client-id';

/** The analytics client id format: a random number, a dot, and the time it was made in epoch seconds. */
const CLIENT_ID = /^\d{1,10}\.\d{1,10}$/;

let inMemory: string | undefined;

function newClientId(now: number): string {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return `${random % 2_147_483_647}.${Math.floor(now / 1000)}`;
}

/**
 * The analytics client id of this browser session: made once (as `random.seconds`, the format analytics
 * tools use), then kept in sessionStorage under {@link ANALYTICS_CLIENT_ID_KEY}; in memory when storage is blocked.
 */
export function analyticsClientId(
  storage: Storage | null = usableStorage(),
  now: number = Date.now(),
): string {
  try {
    const stored = storage?.getItem(ANALYTICS_CLIENT_ID_KEY);
    if (stored && CLIENT_ID.test(stored)) return stored;
    const id = inMemory ?? newClientId(now);
    storage?.setItem(ANALYTICS_CLIENT_ID_KEY, id);
    inMemory = id;
    return id;
  } catch {
    inMemory ??= newClientId(now);
    return inMemory;
  }
}

/**
 * For tests: forget the id kept in memory.
 * @internal
 */
export function forgetAnalyticsClientId(): void {
  inMemory = undefined;
}
