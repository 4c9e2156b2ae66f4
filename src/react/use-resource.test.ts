import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { useResource } from './use-resource';

/** A load whose calls the test settles by hand, each with the signal it was given. */
function controlledLoad<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no call ${index}`);
    return found;
  };
  return { load, calls, call };
}

describe('useResource', () => {
  it('is pending from the first render, then has the data', async () => {
    const { load, call } = controlledLoad<string>();
    const { result } = renderHook(() => useResource(['greeting', 1], load));
    expect(result.current).toMatchObject({ status: 'pending', data: undefined, error: undefined });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => call(0).resolve('Hello'));
    expect(result.current).toMatchObject({ status: 'success', data: 'Hello', error: undefined });
  });

  it('does not fetch again on a re-render with an equal key, even a new array', async () => {
    const load = vi.fn(async () => 'Hello');
    const { result, rerender } = renderHook(({ id }) => useResource(['greeting', id], load), {
      initialProps: { id: 1 },
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ id: 1 });
    rerender({ id: 1 });
    expect(result.current.data).toBe('Hello');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again when the key changes, aborts the old request and never shows its answer', async () => {
    const { load, call } = controlledLoad<string>();
    const { result, rerender } = renderHook(({ id }) => useResource(['report', id], load), {
      initialProps: { id: 12 },
    });
    rerender({ id: 14 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(call(0).signal.aborted).toBe(true);
    expect(call(1).signal.aborted).toBe(false);
    expect(result.current.status).toBe('pending');

    await act(async () => call(0).resolve('Report 12'));
    expect(result.current).toMatchObject({ status: 'pending', data: undefined });
    await act(async () => call(1).resolve('Report 14'));
    expect(result.current).toMatchObject({ status: 'success', data: 'Report 14' });
  });

  it("does not show the old key's data while the new key loads", async () => {
    const { load, call } = controlledLoad<string>();
    const { result, rerender } = renderHook(({ id }) => useResource(['report', id], load), {
      initialProps: { id: 12 },
    });
    await act(async () => call(0).resolve('Report 12'));
    rerender({ id: 14 });
    expect(result.current).toMatchObject({ status: 'pending', data: undefined });
  });

  it('keeps an ApiError, turns anything else into one, and does not retry', async () => {
    const failure = new ApiError({ status: 404, message: 'Not found.' });
    const refused = vi.fn(() => Promise.reject(failure));
    const first = renderHook(() => useResource(['missing'], refused));
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    expect(first.result.current.error).toBe(failure);
    expect(first.result.current.data).toBeUndefined();
    expect(refused).toHaveBeenCalledTimes(1);

    const broken = vi.fn(() => Promise.reject(new Error('boom')));
    const second = renderHook(() => useResource(['broken'], broken));
    await waitFor(() => expect(second.result.current.status).toBe('error'));
    expect(second.result.current.error).toBeInstanceOf(ApiError);
    expect(second.result.current.error?.status).toBe(500);
    expect(broken).toHaveBeenCalledTimes(1);
  });

  it('stays idle and asks nothing while not enabled, and fetches once enabled', async () => {
    const load = vi.fn(async () => 'Hello');
    const { result, rerender } = renderHook(({ on }) => useResource(['greeting'], load, on), {
      initialProps: { on: false },
    });
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: undefined });
    rerender({ on: false });
    expect(load).not.toHaveBeenCalled();
    rerender({ on: true });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'Hello' }));
  });

  it('aborts the request when it stops being enabled', () => {
    const { load, call } = controlledLoad<string>();
    const { result, rerender } = renderHook(({ on }) => useResource(['greeting'], load, on), {
      initialProps: { on: true },
    });
    rerender({ on: false });
    expect(call(0).signal.aborted).toBe(true);
    expect(result.current.status).toBe('idle');
  });

  it('aborts on unmount, and a late answer renders nothing', async () => {
    const { load, call } = controlledLoad<string>();
    let renders = 0;
    const { unmount } = renderHook(() => {
      renders += 1;
      return useResource(['greeting'], load);
    });
    const rendered = renders;
    unmount();
    expect(call(0).signal.aborted).toBe(true);
    const errors = vi.spyOn(console, 'error');
    await act(async () => call(0).resolve('Too late'));
    expect(renders).toBe(rendered);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('reloads on request, keeping the data it has until the new answer', async () => {
    const { load, call } = controlledLoad<string>();
    const { result } = renderHook(() => useResource(['choices'], load));
    await act(async () => call(0).resolve('Growth'));
    const { reload } = result.current;
    act(() => reload());
    expect(result.current).toMatchObject({ status: 'pending', data: 'Growth' });
    expect(result.current.reload).toBe(reload);
    await act(async () => call(1).resolve('Balanced'));
    expect(result.current).toMatchObject({ status: 'success', data: 'Balanced' });
  });

  it('drops the answer of a request it aborted, even for the same key', async () => {
    const { load, call } = controlledLoad<string>();
    const { result } = renderHook(() => useResource(['choices'], load));
    await act(async () => call(0).resolve('Growth'));
    act(() => result.current.reload());
    act(() => result.current.reload());
    expect(call(1).signal.aborted).toBe(true);
    await act(async () => call(1).resolve('Stale'));
    expect(result.current).toMatchObject({ status: 'pending', data: 'Growth', error: undefined });
    await act(async () => call(2).resolve('Income'));
    expect(result.current).toMatchObject({ status: 'success', data: 'Income' });
  });

  it('calls the latest load function, without fetching again when only the function changes', async () => {
    const first = vi.fn(async () => 'first');
    const second = vi.fn(async () => 'second');
    const { result, rerender } = renderHook(({ load }) => useResource(['greeting'], load), {
      initialProps: { load: first },
    });
    await waitFor(() => expect(result.current.data).toBe('first'));
    rerender({ load: second });
    expect(second).not.toHaveBeenCalled();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('second'));
  });
});
