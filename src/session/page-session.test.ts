import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinPageSession, type PageSession, pageSession, type SessionMember, takeTurn } from './page-session';
import type { AuthState } from './session-state';

const signedIn = (token: string): AuthState => ({ token, refreshToken: `r-${token}`, authenticated: true });
const signedOut: AuthState = { token: null, refreshToken: null, authenticated: false };

function freshPage(): PageSession {
  return pageSession({} as typeof globalThis);
}

/** A tag: its own state, joined to the page as session-state.ts joins its proxy. */
function tag(page: PageSession) {
  const tagState = { auth: signedOut, adopted: 0 };
  // Valtio tells a subscriber after the change, never during it: undefined while joining.
  let member: SessionMember | undefined;
  member = joinPageSession((auth) => {
    tagState.auth = auth;
    tagState.adopted += 1;
    // The tag's own subscription reports every change, adopted ones included, as valtio's would.
    member?.changed(auth);
  }, page);
  return {
    state: tagState,
    set(auth: AuthState) {
      tagState.auth = auth;
      member?.changed(auth);
    },
    leave: () => member?.leave(),
  };
}

describe('the tags of one page', () => {
  it('share one registry per page, created by the first', () => {
    const page = {} as typeof globalThis;
    expect(pageSession(page)).toBe(pageSession(page));
    expect(pageSession(page)).not.toBe(pageSession({} as typeof globalThis));
  });

  it('a login in one tag signs in the others, once each, without echoes', () => {
    const page = freshPage();
    const [a, b, c] = [tag(page), tag(page), tag(page)];
    a.set(signedIn('t1'));
    expect(b.state.auth).toEqual(signedIn('t1'));
    expect(c.state.auth).toEqual(signedIn('t1'));
    expect([a.state.adopted, b.state.adopted, c.state.adopted]).toEqual([0, 1, 1]);
    expect(page.auth).toEqual(signedIn('t1'));
  });

  it('a tag that loads after the login starts signed in', () => {
    const page = freshPage();
    tag(page).set(signedIn('t1'));
    expect(tag(page).state.auth).toEqual(signedIn('t1'));
  });

  it('a refresh and a logout reach every tag; a tag that left hears nothing', () => {
    const page = freshPage();
    const [a, b, c] = [tag(page), tag(page), tag(page)];
    a.set(signedIn('t1'));
    b.set(signedIn('t2'));
    expect(a.state.auth.token).toBe('t2');
    c.leave();
    a.set({ ...signedOut, expired: true });
    expect(b.state.auth).toEqual({ ...signedOut, expired: true });
    expect(c.state.auth.token).toBe('t2');
  });

  it("takes turns: a refresh starts after the page's earlier ones settle, failed or not", async () => {
    const page = freshPage();
    const order: string[] = [];
    let release: () => void = () => undefined;
    const first = takeTurn(
      () =>
        new Promise<void>((resolve, reject) => {
          order.push('first starts');
          release = () => {
            order.push('first ends');
            reject(new Error('refused'));
          };
          void resolve;
        }),
      page,
    );
    const second = takeTurn(async () => {
      order.push('second starts');
      return 2;
    }, page);
    await vi.waitFor(() => expect(order).toContain('first starts'));
    expect(order).toEqual(['first starts']);
    release();
    await expect(first).rejects.toThrow('refused');
    await expect(second).resolves.toBe(2);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  });
});

const REGISTRY = Symbol.for('fg-portal.page-session.v1');

/** Another tag's bundle: its own copy of the runtime, as each tag file carries one. */
async function runtimeCopy() {
  vi.resetModules();
  return import('./page-session');
}

const pageWith = (registry: unknown) => Object.assign({} as typeof globalThis, { [REGISTRY]: registry });
const complete = () => ({ version: 1, auth: null, members: new Set(), turn: Promise.resolve() });
const throws = () => {
  throw new Error('the host says no');
};
/** A Proxy whose every trap throws: its handler is itself a Proxy that answers every trap with `throws`. */
const throwingProxy = () => new Proxy({}, new Proxy({}, { get: () => throws }));

/** What a host page may have put under the symbol before the tags' scripts ran. */
const broken: [string, (page: object) => void][] = [
  ['an empty object', (page) => Object.assign(page, { [REGISTRY]: {} })],
  ['a frozen empty object', (page) => Object.assign(page, { [REGISTRY]: Object.freeze({}) })],
  [
    'a frozen half-built registry',
    (page) => Object.assign(page, { [REGISTRY]: Object.freeze({ version: 1, auth: null }) }),
  ],
  ['a frozen complete registry', (page) => Object.assign(page, { [REGISTRY]: Object.freeze(complete()) })],
  [
    'a registry whose getters throw',
    (page) =>
      Object.assign(page, {
        [REGISTRY]: Object.defineProperties({}, { version: { get: throws }, members: { get: throws } }),
      }),
  ],
  ['a slot whose getter throws', (page) => Object.defineProperty(page, REGISTRY, { get: throws })],
  ['a Proxy that throws on every trap', (page) => Object.assign(page, { [REGISTRY]: throwingProxy() })],
  [
    'a registry of another version',
    (page) => Object.assign(page, { [REGISTRY]: { ...complete(), version: 2 } }),
  ],
  [
    'parts of the wrong types',
    (page) =>
      Object.assign(page, {
        // biome-ignore lint/suspicious/noThenProperty: a thenable that is not a promise is the point.
        [REGISTRY]: { version: 1, auth: 'yes', members: [], turn: { then: () => undefined } },
      }),
  ],
  [
    'look-alike parts',
    (page) =>
      Object.assign(page, {
        [REGISTRY]: {
          ...complete(),
          members: new Proxy(new Set(), {}),
          turn: new Proxy(Promise.resolve(), {}),
        },
      }),
  ],
  ['the number 42', (page) => Object.assign(page, { [REGISTRY]: 42 })],
  [
    'a non-writable, non-configurable empty slot',
    (page) =>
      Object.defineProperty(page, REGISTRY, { value: undefined, writable: false, configurable: false }),
  ],
  [
    'a non-writable slot holding an empty object',
    (page) => Object.defineProperty(page, REGISTRY, { value: {}, writable: false, configurable: false }),
  ],
];

describe('a page whose shared registry is unusable', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it.each(broken)('%s: each tag runs its own session, and the page warns once', async (_, breakPage) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = {} as typeof globalThis;
    breakPage(page);
    const slot = Object.getOwnPropertyDescriptor(page, REGISTRY);
    const [first, second] = [await runtimeCopy(), await runtimeCopy()];

    const a = tag(first.pageSession(page));
    const b = tag(second.pageSession(page));
    a.set(signedIn('t1'));
    expect(a.state.auth).toEqual(signedIn('t1'));
    expect(first.pageSession(page).auth).toEqual(signedIn('t1'));
    // Alone on the page: the other tag does not hear of it.
    expect(b.state.auth).toEqual(signedOut);
    // Its refreshes still take turns, on its own queue.
    await expect(first.takeTurn(async () => 'refreshed', first.pageSession(page))).resolves.toBe('refreshed');

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([
      expect.stringMatching(/shared session registry.*is unusable.*run their own sessions/),
    ]);
    // What the host (or a tag of another version) put there is left as it was.
    const after = Object.getOwnPropertyDescriptor(page, REGISTRY);
    expect(after?.value).toBe(slot?.value);
    expect(after?.get).toBe(slot?.get);
  });

  it('warns again on another page only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { pageSession: copy } = await runtimeCopy();
    const [one, two] = [pageWith({}), pageWith({})];
    copy(one);
    copy(two);
    copy(one);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('copies of the runtime on one page', () => {
  it('share one registry of version 1, whichever loads first, and warn of nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const page = {} as typeof globalThis;
    const [first, second] = [await runtimeCopy(), await runtimeCopy()];
    const a = tag(first.pageSession(page));
    const b = tag(second.pageSession(page));
    expect(second.pageSession(page)).toBe(first.pageSession(page));
    expect(Object.getOwnPropertyDescriptor(page, REGISTRY)?.value).toMatchObject({ version: 1 });
    a.set(signedIn('t1'));
    expect(b.state.auth).toEqual(signedIn('t1'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('join the registry of the release before versions, whose shape is the same', async () => {
    const legacy = { auth: signedIn('t0'), members: new Set(), turn: Promise.resolve() };
    const page = pageWith(legacy);
    const { pageSession: copy } = await runtimeCopy();
    expect(copy(page)).toBe(legacy);
    expect(tag(copy(page)).state.auth).toEqual(signedIn('t0'));
  });

  it('keep the registry they joined when the host replaces it later', async () => {
    const page = {} as typeof globalThis;
    const { pageSession: copy } = await runtimeCopy();
    const joined = copy(page);
    Object.assign(page, { [REGISTRY]: {} });
    expect(copy(page)).toBe(joined);
  });
});
