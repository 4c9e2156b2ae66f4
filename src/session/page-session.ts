import type { AuthState } from './session-state';

/**
 * What the tags of one page share. Each tag is its own bundle (issue 28), with its own copy of this
 * module and its own session proxy; the first to load puts this registry on the page and every other
 * joins it, so a login, a refresh or a logout in one tag is at once the state of all of them, and their
 * token refreshes take turns.
 */
export interface PageSession {
  /** The page's latest authentication, as the last tag to change it left it. */
  auth: AuthState | null;
  /** One per joined tag; each is told of the others' changes. */
  members: Set<(auth: AuthState) => void>;
  /** The end of the queue of refreshes: the next one starts when it settles. */
  turn: Promise<unknown>;
}

/** Versioned: a page that loads tags of two releases keeps one registry per shape. */
const REGISTRY = Symbol.for('fg-portal.page-session.v1');

type PageGlobal = typeof globalThis & { [REGISTRY]?: PageSession };

export function pageSession(page: PageGlobal = globalThis): PageSession {
  page[REGISTRY] ??= { auth: null, members: new Set(), turn: Promise.resolve() };
  return page[REGISTRY];
}

function sameAuth(a: AuthState | null, b: AuthState): boolean {
  return (
    a !== null &&
    a.token === b.token &&
    a.refreshToken === b.refreshToken &&
    a.authenticated === b.authenticated &&
    a.expired === b.expired
  );
}

export interface SessionMember {
  /** The tag's own authentication changed: tell the others (nothing happens when it is already theirs). */
  changed(auth: AuthState): void;
  leave(): void;
}

/**
 * Joins a tag's session to the page's: takes the page's state when the page has one, and calls `adopt`
 * whenever another tag changes it. Equal states are never announced, so adopting cannot echo.
 */
export function joinPageSession(adopt: (auth: AuthState) => void, page = pageSession()): SessionMember {
  const member = (auth: AuthState) => adopt({ ...auth });
  page.members.add(member);
  if (page.auth) adopt({ ...page.auth });
  return {
    changed(auth) {
      if (sameAuth(page.auth, auth)) return;
      const shared = { ...auth };
      page.auth = shared;
      for (const other of page.members) if (other !== member) other(shared);
    },
    leave() {
      page.members.delete(member);
    },
  };
}

/** Runs `work` after every refresh the page's tags queued before it, so two tags never refresh at once. */
export function takeTurn<T>(work: () => Promise<T>, page = pageSession()): Promise<T> {
  const result = page.turn.then(work, work);
  page.turn = result.catch(() => undefined);
  return result;
}
