/**
 * How long code fetched on demand may take before the wait counts as a failed download: a part of the
 * page then offers Try again, a token refresh goes on without the tabs' sync. A download that never
 * settles (a connection that died without closing) would otherwise leave it waiting for good; the
 * browser's import() has no time limit of its own. Generous, as a slow line still finishes: a chunk of
 * ours is 1–16 KB gzip, and Try again waits on the same download if it is still coming.
 * @internal Exported for the tests that pass it.
 */
export const LOAD_TIME_LIMIT_MS = 30_000;

/** `loading`, or a TimeoutError once {@link LOAD_TIME_LIMIT_MS} has passed without it settling. */
export function loadInTime<T>(loading: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(reject, LOAD_TIME_LIMIT_MS, new DOMException('Too slow', 'TimeoutError'));
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}
