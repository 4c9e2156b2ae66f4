import { type ComponentType, createElement } from 'react';
import { loadInTime } from './load-in-time';

/** Resets of the loads that failed, so one Try again retries them all. */
const failedLoads = new Set<() => void>();

/** Lets every failed {@link lazyWithRetry} load start again on its next render. */
export function retryFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

export type RetryableLazy<P extends object> = ComponentType<P> & {
  /** Starts the download now (e.g. while a login call runs), so the page renders without waiting. */
  preload(): Promise<void>;
  /** Loads it (or waits for the load under way) and rejects when it failed, for a caller that must know. */
  load(): Promise<void>;
};

/**
 * `React.lazy` that can try again: lazy keeps a failed import for good, so a page whose chunk failed to
 * download once (a flaky network, a deploy that moved the chunk) would stay broken until a full reload.
 * This one throws the failure to the nearest LoadErrorBoundary (src/ui) and loads afresh after
 * {@link retryFailedLoads}. A download that has not come within the time limit (loadInTime) fails too.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): RetryableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;
  const reset = () => {
    failure = null;
    pending = null;
  };
  const start = () => {
    pending ??= loadInTime(load()).then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        failure = { error };
        failedLoads.add(reset);
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy page at module load, like React.lazy, never during a render.
  function Lazy(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failure) throw failure.error;
    throw start();
  }
  const loadOrThrow = () =>
    start().then(() => {
      if (failure) throw failure.error;
    });
  return Object.assign(Lazy, { preload: start, load: loadOrThrow });
}

/**
 * The address of the module a failed dynamic import names (Chromium and Firefox put it in the message).
 * @internal
 */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /(https?:\/\/\S+?\.m?js)\b/.exec(message)?.[1] ?? null;
}

/**
 * After a deploy the old chunk names are gone (404): retrying the import cannot help, a fresh page can.
 * A network failure leaves the file in place, and a retry is enough. Unknown means retry.
 */
async function deployMovedOn(error: unknown): Promise<boolean> {
  const url = failedModuleUrl(error);
  if (!url) return false;
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}

/** Try again after a failed load: the whole page afresh when the deploy has moved on, else the failed loads. */
export async function retryOrReload(error: unknown, reload = () => window.location.reload()): Promise<void> {
  if (await deployMovedOn(error)) reload();
  else retryFailedLoads();
}
