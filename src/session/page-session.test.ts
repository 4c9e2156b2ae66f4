import { describe, expect, it, vi } from 'vitest';
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
