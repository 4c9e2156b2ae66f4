import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousAuth } from '../api/auth-port';
import { lazyPlainClient } from './plain-element-client';
import { renderedByProductionVue, renderWithVue, unmountVue } from './test/vue-probe';

const { warnIfVueKeptRef } = vi.hoisted(() => ({ warnIfVueKeptRef: vi.fn() }));
vi.mock('./vue-ref', () => ({ warnIfVueKeptRef }));

afterEach(() => {
  warnIfVueKeptRef.mockClear();
  unmountVue();
});

describe('lazyPlainClient', () => {
  it('fetches the Vue ref check for a tag Vue rendered, with what Vue left on it', async () => {
    const kept = renderWithVue({ ref: 'EMAIL-2026-06' });
    lazyPlainClient(kept as HTMLElement, anonymousAuth);
    await vi.waitFor(() =>
      expect(warnIfVueKeptRef).toHaveBeenCalledWith(kept, { by: 'vue', templateRef: 'EMAIL-2026-06' }),
    );
    const production = renderedByProductionVue();
    lazyPlainClient(production as HTMLElement, anonymousAuth);
    await vi.waitFor(() => expect(warnIfVueKeptRef).toHaveBeenCalledWith(production, { by: 'vue' }));
  });

  it('fetches nothing more for a tag with no sign of Vue', async () => {
    const plain = document.createElement('fg-vue-probe');
    plain.addEventListener('fg-submitted', () => undefined);
    lazyPlainClient(plain, anonymousAuth);
    // What a fetched check would have run after: the import's promise, then its callback.
    await import('./vue-ref');
    await Promise.resolve();
    expect(warnIfVueKeptRef).not.toHaveBeenCalled();
  });
});
