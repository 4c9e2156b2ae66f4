import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnOnce } from './warn-once';

afterEach(() => vi.restoreAllMocks());

describe('warnOnce', () => {
  it('names the tag, the problem and the fix, once per element and problem', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = document.createElement('fg-rate-us');
    const second = document.createElement('fg-rate-us');
    warnOnce(first, 'ref="…": too long', 'use at most 100 characters');
    warnOnce(first, 'ref="…": too long', 'use at most 100 characters');
    warnOnce(second, 'ref="…": too long', 'use at most 100 characters');
    warnOnce(first, 'cannot reach its API', 'allow it in connect-src');
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '<fg-rate-us> ref="…": too long. Fix: use at most 100 characters.',
      '<fg-rate-us> ref="…": too long. Fix: use at most 100 characters.',
      '<fg-rate-us> cannot reach its API. Fix: allow it in connect-src.',
    ]);
  });
});
