/** How long to wait for the paint to be reported before going on without it. */
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
 * Calls `then` once, in a task after the page's first paint has been presented. At once where nothing
 * will paint soon (a page opened in the background) or the browser does not report paints; after
 * {@link PAINT_WAIT_LIMIT_MS} if the report never comes.
 */
export function afterFirstPaint(then: () => void, environment: PaintEnvironment = browser()): void {
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
  const observer = new Observer(() => {
    observer.disconnect();
    environment.setTimeout(once, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  environment.setTimeout(() => {
    observer.disconnect();
    once();
  }, PAINT_WAIT_LIMIT_MS);
}
