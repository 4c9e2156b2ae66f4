import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_TIME_LIMIT_MS, loadInTime } from './load-in-time';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadInTime', () => {
  it('gives what the load gives, and what it failed with', async () => {
    await expect(loadInTime(Promise.resolve('chunk'))).resolves.toBe('chunk');
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadInTime(Promise.reject(failure))).rejects.toBe(failure);
  });

  it('fails with a TimeoutError once the limit has passed without the load settling', async () => {
    let outcome: unknown = 'pending';
    loadInTime(new Promise<never>(() => undefined)).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(LOAD_TIME_LIMIT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ name: 'TimeoutError' });
  });

  it('leaves no timer behind once the load has settled', async () => {
    await loadInTime(Promise.resolve('chunk'));
    expect(vi.getTimerCount()).toBe(0);
  });
});
