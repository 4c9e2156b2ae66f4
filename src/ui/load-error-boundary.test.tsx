import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_TIME_LIMIT_MS } from '../api/load-in-time';
import { failedModuleUrl, lazyWithRetry, retryFailedLoads, retryOrReload } from '../react/lazy-with-retry';
import { renderInProvider } from '../test/render-in-provider';
import { LOAD_FAILED_TEXT, LOAD_FAILED_TITLE } from './failure-boundary';
import { LoadErrorBoundary } from './load-error-boundary';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page-AbCd1234.js');

function Page() {
  return <h1>The page</h1>;
}

/** A lazy page whose first `failures` downloads fail, like a chunk on a flaky network. */
function flakyPage(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw chunkError();
    return Page;
  });
  return { LazyPage: lazyWithRetry(load), load };
}

function Field() {
  const [value, setValue] = useState('');
  return (
    <label>
      Note
      <input value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}

function Host({ children, reload = () => undefined }: { children: React.ReactNode; reload?: () => void }) {
  return (
    <>
      <Field />
      <LoadErrorBoundary onRetry={(error) => retryOrReload(error, reload)}>
        <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
      </LoadErrorBoundary>
    </>
  );
}

describe('LoadErrorBoundary with lazyWithRetry', () => {
  it('says the part failed, with Try again, and loads it afresh when asked, keeping what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    const { LazyPage, load } = flakyPage(1);
    renderInProvider(<Host>{<LazyPage />}</Host>);

    expect((await screen.findByRole('alert')).textContent).toBe(
      `${LOAD_FAILED_TITLE}${LOAD_FAILED_TEXT}Try again`,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'kept');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await screen.findByRole('heading', { name: 'The page' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' }).value).toBe('kept');
  });

  it('reloads the page instead when the chunk is gone (a deploy moved on)', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const reload = vi.fn();
    const { LazyPage, load } = flakyPage(5);
    renderInProvider(<Host reload={reload}>{<LazyPage />}</Host>);

    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    const failuresBefore = reported.mock.calls.length;
    await userEvent.click(tryAgain);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The boundary renders its content again after the retry, which fails again (React reports it): only
    // then would a load started by mistake have been called.
    await waitFor(() => expect(reported.mock.calls.length).toBeGreaterThan(failuresBefore));
    expect(fetchMock).toHaveBeenCalledWith('http://localhost/assets/page-AbCd1234.js', {
      method: 'HEAD',
      cache: 'no-store',
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the part failed when its download has not come within the time limit; the download goes on, and Try again draws it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    // A download held up (a connection that stalled), which comes in the end.
    let arrive: (page: typeof Page) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<typeof Page>((resolve) => {
          arrive = resolve;
        }),
    );
    const LazyPage = lazyWithRetry(load);
    renderInProvider(<Host>{<LazyPage />}</Host>);
    await screen.findByText('Loading');

    // A second short of the limit (real time runs beside the fake clock), still loading.
    await act(() => vi.advanceTimersByTimeAsync(LOAD_TIME_LIMIT_MS - 1000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${LOAD_FAILED_TITLE}${LOAD_FAILED_TEXT}Try again`,
    );

    arrive(Page);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'The page' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload waits for a download slower than the time limit, so a prerendered page is not replaced by a failure', async () => {
    vi.useFakeTimers();
    let arrive: (page: typeof Page) => void = () => undefined;
    const LazyPage = lazyWithRetry(
      () =>
        new Promise<typeof Page>((resolve) => {
          arrive = resolve;
        }),
    );
    let preloaded = false;
    void LazyPage.preload().then(() => {
      preloaded = true;
    });
    await vi.advanceTimersByTimeAsync(2 * LOAD_TIME_LIMIT_MS);
    expect(preloaded).toBe(false);
    arrive(Page);
    await vi.advanceTimersByTimeAsync(0);
    expect(preloaded).toBe(true);
    vi.useRealTimers();
    renderInProvider(<Host>{<LazyPage />}</Host>);
    screen.getByRole('heading', { name: 'The page' });
  });

  it('starts the download early with preload, and renders without suspending after it', async () => {
    const { LazyPage, load } = flakyPage(0);
    await LazyPage.preload();
    renderInProvider(<Host>{<LazyPage />}</Host>);
    screen.getByRole('heading', { name: 'The page' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('load rejects while the download failed, and loads afresh after retryFailedLoads (one Try again)', async () => {
    const { LazyPage, load } = flakyPage(1);
    await expect(LazyPage.load()).rejects.toThrow('Failed to fetch dynamically imported module');
    // The failure is kept: asked again, it is not downloaded again until a Try again.
    await expect(LazyPage.load()).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
    retryFailedLoads();
    await expect(LazyPage.load()).resolves.toBeUndefined();
    renderInProvider(<Host>{<LazyPage />}</Host>);
    screen.getByRole('heading', { name: 'The page' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('failedModuleUrl', () => {
  it.each([
    [chunkError(), 'http://localhost/assets/page-AbCd1234.js'],
    [
      new TypeError('error loading dynamically imported module: https://x.example/w/a-1.js'),
      'https://x.example/w/a-1.js',
    ],
    [new TypeError('Importing a module script failed.'), null],
    ['not an error', null],
  ])('%s → %s', (error, url) => {
    expect(failedModuleUrl(error)).toBe(url);
  });
});

describe('LoadErrorBoundary with a fallback of its own', () => {
  it('shows it, and Try again still works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    const { LazyPage } = flakyPage(1);
    renderInProvider(
      <LoadErrorBoundary
        onRetry={retryOrReload}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Load the page again
          </button>
        )}
      >
        <Suspense fallback={null}>
          <LazyPage />
        </Suspense>
      </LoadErrorBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Load the page again' }));
    await screen.findByRole('heading', { name: 'The page' });
  });
});
