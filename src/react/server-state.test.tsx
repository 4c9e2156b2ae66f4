import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import type { MutationDefinition, QueryDefinition } from '../api/server-state';
import { createConfig } from '../config';
import { createTestQueryClient, TEST_ORIGIN } from '../test/render-in-provider';
import { createQueryServerState } from './query-server-state';
import { useLatestMutation } from './server-latest-mutation';
import { useServerMutation } from './server-mutation';
import { useServerQueries, useServerQuery } from './server-query';
import type { ServerStateEngine } from './server-state';
import { WidgetProvider } from './widget-provider';

const engines: [string, () => ServerStateEngine | undefined][] = [
  ['the local store (element bundle)', () => undefined],
  ['TanStack Query (portal, React hosts)', () => createQueryServerState(createTestQueryClient())],
];

afterEach(() => vi.useRealTimers());

/** Sign-outs the test triggers. */
function signOuts() {
  const listeners = new Set<() => void>();
  const onSignedOut = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const signOut = () =>
    act(() => {
      for (const listener of listeners) listener();
    });
  return { onSignedOut, signOut };
}

function providerFor(engine: ServerStateEngine | undefined) {
  return ({ children }: { children?: ReactNode }) => (
    <WidgetProvider config={createConfig(TEST_ORIGIN)} serverState={engine}>
      {children}
    </WidgetProvider>
  );
}

const read = (
  fetcher: () => Promise<string>,
  key: readonly unknown[] = ['greeting'],
): QueryDefinition<string> => ({
  queryKey: key,
  queryFn: fetcher,
  // These reads need nobody signed in (the party's part is server-scope.test.tsx).
  partyFree: true,
});

function Greeting({ definition, enabled }: { definition: QueryDefinition<string>; enabled?: boolean }) {
  const greeting = useServerQuery(definition, { enabled });
  if (greeting.status === 'error') return <p>{`Failed: ${greeting.error.message}`}</p>;
  return <p>{greeting.status === 'pending' ? 'Loading' : greeting.data}</p>;
}

const rate: MutationDefinition<number, number> = {
  mutationKey: ['rating'],
  mutationFn: async (score) => score,
};

function RatingStarter({ onReady }: { onReady: (start: (score: number) => Promise<unknown>) => void }) {
  onReady(useServerMutation(rate).start);
  return null;
}

function LatestRating() {
  const latest = useLatestMutation<number>(['rating']);
  return <p>{`${latest.status} ${latest.data ?? ''}`.trim()}</p>;
}

describe.each(engines)('server state on %s', (_, makeEngine) => {
  it('waits while not enabled', async () => {
    const fetcher = vi.fn(async () => 'Hello');
    const view = render(<Greeting definition={read(fetcher)} enabled={false} />, {
      wrapper: providerFor(makeEngine()),
    });
    screen.getByText('Loading');
    expect(fetcher).not.toHaveBeenCalled();
    view.rerender(<Greeting definition={read(fetcher)} enabled />);
    await screen.findByText('Hello');
  });

  it('asks once more after a server failure, never after a client error', async () => {
    const flaky = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError({ status: 503, message: 'Busy' }))
      .mockResolvedValueOnce('Hello');
    render(<Greeting definition={read(flaky, ['flaky'])} />, { wrapper: providerFor(makeEngine()) });
    await screen.findByText('Hello');
    expect(flaky).toHaveBeenCalledTimes(2);

    const refused = vi.fn(async (): Promise<string> => {
      throw new ApiError({ status: 404, message: 'Not found' });
    });
    render(<Greeting definition={read(refused, ['refused'])} />, { wrapper: providerFor(makeEngine()) });
    await screen.findByText('Failed: Not found');
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('reads several keys at once', async () => {
    const engine = makeEngine();
    const { result } = renderHook(
      () => useServerQueries([read(async () => 'one', ['n', 1]), read(async () => 'two', ['n', 2])]),
      { wrapper: providerFor(engine) },
    );
    await waitFor(() => expect(result.current.map((state) => state.data)).toEqual(['one', 'two']));
  });

  it('says when the data held arrived, and nothing before it has any', async () => {
    const engine = makeEngine();
    let answer: (value: string) => void = () => undefined;
    const { result } = renderHook(
      () => useServerQuery(read(() => new Promise<string>((resolve) => (answer = resolve)))),
      { wrapper: providerFor(engine) },
    );
    expect(result.current.updatedAt).toBeUndefined();
    const before = Date.now();
    await act(async () => answer('hello'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.updatedAt).toBeGreaterThanOrEqual(before);
    expect(result.current.updatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('sends a write once however often it is started, fetches again what it declares stale, and never throws', async () => {
    let name = 'Thandi';
    const fetcher = vi.fn(async () => `Hello ${name}`);
    const rename: MutationDefinition<string, string> = {
      mutationKey: ['rename'],
      mutationFn: vi.fn(async (to: string) => {
        name = to;
        return to;
      }),
      invalidates: [['greeting']],
    };
    const Provider = providerFor(makeEngine());
    const { result } = renderHook(() => useServerMutation(rename), {
      wrapper: ({ children }) => (
        <Provider>
          <Greeting definition={read(fetcher, ['greeting', 'thandi'])} />
          {children}
        </Provider>
      ),
    });
    await screen.findByText('Hello Thandi');
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([result.current.start('Sipho'), result.current.start('Sipho')]);
    });
    expect(rename.mutationFn).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([
      { status: 'success', data: 'Sipho', error: undefined },
      { status: 'success', data: 'Sipho', error: undefined },
    ]);
    await screen.findByText('Hello Sipho');
  });

  it('resolves a failed write with its error instead of throwing', async () => {
    const failing: MutationDefinition<string, string> = {
      mutationKey: ['fail'],
      mutationFn: async () => {
        throw new ApiError({ status: 500, message: 'Oops, something went wrong.' });
      },
    };
    const { result } = renderHook(() => useServerMutation(failing), { wrapper: providerFor(makeEngine()) });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.start('x');
    });
    expect(outcome).toMatchObject({ status: 'error', error: { status: 500 } });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('shows a write pending while under way, wraps any failure as an ApiError, and resets to idle', async () => {
    let fail: (error: Error) => void = () => undefined;
    const broken: MutationDefinition<string, string> = {
      mutationKey: ['broken'],
      mutationFn: () => new Promise<string>((_, reject) => (fail = reject)),
    };
    const { result } = renderHook(() => useServerMutation(broken), { wrapper: providerFor(makeEngine()) });
    expect(result.current.status).toBe('idle');
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.start('x');
    });
    await waitFor(() => expect(result.current.status).toBe('pending'));
    act(() => result.current.reset());
    expect(result.current.status).toBe('pending');
    await act(async () => {
      fail(new Error('boom'));
      await done;
    });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.status).toBe('idle'));
  });

  it('keeps the latest write under its key readable after the component that started it has gone', async () => {
    let start: (score: number) => Promise<unknown> = async () => undefined;
    const view = render(
      <>
        <RatingStarter onReady={(ready) => (start = ready)} />
        <LatestRating />
      </>,
      { wrapper: providerFor(makeEngine()) },
    );
    screen.getByText('idle');
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = start(9);
    });
    view.rerender(<LatestRating />);
    await act(async () => {
      await done;
    });
    await screen.findByText('success 9');
  });
});

describe('server state on TanStack Query', () => {
  it('forgets everything when the user signs out', async () => {
    const { onSignedOut, signOut } = signOuts();
    const engine = createQueryServerState(createTestQueryClient(), { onSignedOut });
    let calls = 0;
    const fetcher = vi.fn(async () => `Hello ${++calls}`);
    const view = render(<Greeting definition={read(fetcher)} />, { wrapper: providerFor(engine) });
    await screen.findByText('Hello 1');
    view.unmount();
    const again = render(<Greeting definition={read(fetcher)} />, { wrapper: providerFor(engine) });
    screen.getByText('Hello 1');
    again.unmount();
    signOut();
    render(<Greeting definition={read(fetcher)} />, { wrapper: providerFor(engine) });
    await screen.findByText('Hello 2');
  });

  it('fetches a key once for everyone who shows it (the local store, keeping no cache, fetches per reader)', async () => {
    const fetcher = vi.fn(async () => 'Hello Thandi');
    render(
      <>
        <Greeting definition={read(fetcher)} />
        <Greeting definition={read(fetcher)} />
      </>,
      { wrapper: providerFor(createQueryServerState(createTestQueryClient())) },
    );
    expect(await screen.findAllByText('Hello Thandi')).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
