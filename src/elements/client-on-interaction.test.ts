import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { anonymousAuth } from '../api/auth-port';
import type { RequestClient } from '../api/client';
import { clientNow } from './client-now';
import { clientOnInteraction } from './client-on-interaction';
import { resetPageRuntime } from './element-runtime';

const answered = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ ok: true }, { status: 200 }));
const call = { path: '/v4/api/UserResponse', method: 'POST' as const, body: { a: 1 } };
const host = () => document.createElement('fg-test');
const onInteraction = clientOnInteraction(() =>
  import('./plain-element-client').then(({ lazyPlainClient }) => lazyPlainClient),
);

beforeEach(() => {
  resetPageRuntime();
  document.head.innerHTML =
    '<script type="application/json" data-fg-config>{"mainApiBase":"https://api.example"}</script>';
});
afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('a client whose code loads on first interaction', () => {
  it('has no config to read, fetches nothing until asked, then sends a request made before its code arrived', async () => {
    const fetch = answered();
    const element = host();
    const client = onInteraction(element, anonymousAuth);
    expect(client.auth).toBe(anonymousAuth);
    // Its type takes requests only, so no code reads a config that is not there yet.
    expectTypeOf(client).toEqualTypeOf<RequestClient>();
    expectTypeOf(client).not.toHaveProperty('config');
    expect('config' in client).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    // The click that came before the code: it waits for it, and is sent once.
    const sent = client.request(call);
    element.dispatchEvent(new Event('focusin'));
    element.dispatchEvent(new Event('pointerdown'));
    await expect(sent).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    // The page's config, read with the client's code.
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://api.example/v4/api/UserResponse');
  });

  it("starts fetching its code on the element's first focus or pointer-down, once", async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return import('./plain-element-client').then(({ lazyPlainClient }) => lazyPlainClient);
    };
    const focused = host();
    clientOnInteraction(load)(focused, anonymousAuth);
    expect(loads).toBe(0);
    focused.dispatchEvent(new Event('focusin'));
    focused.dispatchEvent(new Event('focusin'));
    focused.dispatchEvent(new Event('pointerdown'));
    expect(loads).toBe(1);
    const pressed = host();
    clientOnInteraction(load)(pressed, anonymousAuth);
    pressed.dispatchEvent(new Event('pointerdown'));
    expect(loads).toBe(2);
  });

  it('behaves as the client made at once: the same URL, method, headers and body, and the same answer', async () => {
    const later = onInteraction(host(), anonymousAuth);
    const now = clientNow(host(), anonymousAuth);
    const fetch = answered();
    await expect(later.request(call)).resolves.toEqual(await now.request(call));
    const [plain, whole] = fetch.mock.calls;
    expect(plain?.[0]).toEqual(whole?.[0]);
    const { signal: _plainSignal, ...plainInit } = plain?.[1] ?? {};
    const { signal: _wholeSignal, ...wholeInit } = whole?.[1] ?? {};
    expect(plainInit).toEqual(wholeInit);
    expect(plainInit).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'omit' });
  });

  it('says once on the console when the API cannot be reached, and fails as the client made at once does', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = onInteraction(host(), anonymousAuth);
    await expect(client.request(call)).rejects.toMatchObject({ status: 501 });
    await expect(client.request(call)).rejects.toMatchObject({ status: 501 });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      "<fg-test> cannot reach its API at https://api.example. Fix: allow the API's origins in the page's CSP connect-src, or set them in its data-fg-config block.",
    ]);
  });
});
