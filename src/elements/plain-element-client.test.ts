import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { anonymousAuth } from '../api/auth-port';
import { postUserResponse, type Rating } from '../api/feedback';
import { lazyPlainClient } from './plain-element-client';
import { renderedByProductionVue, renderWithVue, unmountVue } from './test/vue-probe';

const { warnIfVueKeptRef } = vi.hoisted(() => ({ warnIfVueKeptRef: vi.fn() }));
vi.mock('./vue-ref', () => ({ warnIfVueKeptRef }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  warnIfVueKeptRef.mockClear();
  unmountVue();
  document.head.innerHTML = '';
});
afterAll(() => server.close());

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

describe("lazyPlainClient's settings", () => {
  const rating: Rating = { OptionSelected: 8, Comment: '', SystemIdentifier: 'N/A -1', ResponseTypeID: 1 };
  const api = 'https://api.example.co.za';
  const pageBlock = (json: string) => {
    document.head.innerHTML = `<script type="application/json" data-fg-config>${json}</script>`;
  };
  const postedTo = () => {
    const bases: string[] = [];
    server.use(
      http.post('*/v4/api/UserResponse', ({ request }) => {
        bases.push(new URL(request.url).origin);
        return HttpResponse.json({});
      }),
    );
    return bases;
  };

  it("posts to the page's API as it is when the rating is sent, not when the client was made", async () => {
    const bases = postedTo();
    const client = lazyPlainClient(document.createElement('fg-probe'), anonymousAuth);
    pageBlock(`{"mainApiBase":"${api}/"}`);
    await postUserResponse(client, rating);
    expect(bases).toEqual([api]);
  });

  it('checks a block that also sets company facts whole: a malformed fact leaves its API aside too', async () => {
    const bases = postedTo();
    const client = lazyPlainClient(document.createElement('fg-probe'), anonymousAuth);
    pageBlock(`{"mainApiBase":"${api}","fspNumber":"FSP 1"}`);
    await postUserResponse(client, rating);
    pageBlock(`{"mainApiBase":"${api}","fspNumber":"46913"}`);
    await postUserResponse(client, rating);
    expect(bases).toEqual([window.location.origin, api]);
  });
});
