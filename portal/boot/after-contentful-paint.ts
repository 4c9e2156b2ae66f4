/**
 * How long to wait for the paint to be reported before going on without it.
 * @internal
 */
export const PAINT_WAIT_LIMIT_MS = 2000;

export interface PaintEnvironment {
  document: Pick<Document, 'visibilityState'>;
  PerformanceObserver: typeof PerformanceObserver | undefined;
  setTimeout(callback: () => void, ms: number): unknown;
}

const browser = (): PaintEnvironment => ({
  document,
  PerformanceObserver: globalThis.PerformanceObserver,
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
});

/**
 * Calls `then` once, in a task after the page's first contentful paint (its text or images on screen)
 * has been presented. Not on `first-paint`: on a busy phone the browser can present a frame of
 * backgrounds alone a frame or more before the content (e2e, busy machine: 204 ms against 316 ms), and
 * what comes after must not compete with the content's frame. At once where nothing will paint soon (a
 * page opened in the background) or the browser does not report paints; after
 * {@link PAINT_WAIT_LIMIT_MS} if the report never comes.
 */
export function afterContentfulPaint(then: () => void, environment: PaintEnvironment = browser()): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const Observer = environment.PerformanceObserver;
  if (
    environment.document.visibilityState === 'hidden' ||
    !Observer?.supportedEntryTypes?.includes('paint')
  ) {
    once();
    return;
  }
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    environment.setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  environment.setTimeout(() => {
    observer.disconnect();
    once();
  }, PAINT_WAIT_LIMIT_MS);
}
