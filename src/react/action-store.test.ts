import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { createActionStore, useActionState } from './action-store';

describe('createActionStore', () => {
  it('goes idle → pending → success and keeps the data', async () => {
    let resolve: (value: string) => void = () => undefined;
    const store = createActionStore(
      (name: string) => new Promise<string>((done) => (resolve = (v) => done(`${v} ${name}`))),
    );
    expect(store.getState().status).toBe('idle');
    const started = store.start('Thandi');
    expect(store.getState().status).toBe('pending');
    resolve('Hello');
    await started;
    expect(store.getState()).toEqual({ status: 'success', data: 'Hello Thandi', error: undefined });
  });

  it('keeps an ApiError, and wraps anything else as one', async () => {
    const failing = createActionStore(async () => {
      throw new ApiError({ status: 500, message: 'Oops, something went wrong.' });
    });
    expect((await failing.start()).error).toMatchObject({ status: 500 });
    const broken = createActionStore(async () => {
      throw new Error('boom');
    });
    expect((await broken.start()).error).toBeInstanceOf(ApiError);
  });

  it('ignores a second start while one is pending', async () => {
    let calls = 0;
    const store = createActionStore(async () => {
      calls += 1;
      return calls;
    });
    await Promise.all([store.start(), store.start()]);
    expect(calls).toBe(1);
  });

  it('resets to idle, and re-renders the components that read it', async () => {
    const store = createActionStore(async () => 42);
    const { result } = renderHook(() => useActionState(store));
    await act(() => store.start());
    expect(result.current.status).toBe('success');
    act(() => store.reset());
    expect(result.current.status).toBe('idle');
  });
});
