import { type ComponentType, createElement } from 'react';
import { loadInTime } from '../api/load-in-time';

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
 * {@link retryFailedLoads}. A render (and `load`) waits for the download no longer than the time limit
 * (loadInTime), then fails as a failed download does; the download goes on, and once it has come the
 * next render draws it. `preload` waits without a limit: a prerendered page stays readable while its
 * code is on a slow line (portal/main.tsx hydrates once it has come).
 */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): RetryableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let downloading: Promise<void> | null = null;
  let downloadFailed = false;
  const reset = () => {
    failure = null;
    if (downloadFailed) downloading = null;
    downloadFailed = false;
  };
  const fail = (error: unknown) => {
    failure = { error };
    failedLoads.add(reset);
  };
  // The import, once: a late one is kept; a failed one stays failed until a Try again starts it afresh.
  const download = () => {
    downloading ??= load().then(
      (component) => {
        loaded = component;
        failure = null;
      },
      (error: unknown) => {
        downloadFailed = true;
        fail(error);
      },
    );
    return downloading;
  };
  // What a render waits on: the download, or the time limit's failure.
  const arrival = () => loadInTime(download()).catch(fail);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy page at module load, like React.lazy, never during a render.
  function Lazy(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failure) throw failure.error;
    throw arrival();
  }
  const loadOrThrow = async () => {
    if (!loaded && !failure) await arrival();
    if (!loaded) throw failure?.error;
  };
  return Object.assign(Lazy, { preload: download, load: loadOrThrow });
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
