import type { AuthState } from './session-state';

/**
 * What the tags of one page share. Each tag is its own bundle (issue 28), with its own copy of this
 * module and its own session proxy; the first to load puts this registry on the page and every other
 * joins it, so a login, a refresh or a logout in one tag is at once the state of all of them, and their
 * token refreshes take turns.
 */
export interface PageSession {
  /**
   * The major version of this shape: a release that only adds parts keeps it, one that changes a part
   * raises it. A registry of another version is left to the tags of that version.
   */
  version: typeof VERSION;
  /** The page's latest authentication, as the last tag to change it left it. */
  auth: AuthState | null;
  /** One per joined tag; each is told of the others' changes. */
  members: Set<(auth: AuthState) => void>;
  /** The end of the queue of refreshes: the next one starts when it settles. */
  turn: Promise<unknown>;
}

const VERSION = 1;
const REGISTRY = Symbol.for('fg-portal.page-session.v1');
const WARNED = Symbol.for('fg-portal.page-session.v1.warned');

type PageGlobal = typeof globalThis & { [REGISTRY]?: unknown; [WARNED]?: true };

const fresh = (): PageSession => ({
  version: VERSION,
  auth: null,
  members: new Set(),
  turn: Promise.resolve(),
});

/**
 * Whether a registry found on the page is one of ours that works. The host owns the page: what it put
 * there may be anything, even a getter or a Proxy that throws, so every read is inside the try.
 */
function usable(found: unknown): found is PageSession {
  try {
    const registry = found as PageSession;
    // No version: written by the release before versions, of this same shape.
    if ((registry.version ?? VERSION) !== VERSION) return false;
    // Brand checks: a look-alike (a Proxy of a Set, an object on Set's prototype) would throw in use.
    Set.prototype.has.call(registry.members, null);
    if (Promise.resolve(registry.turn) !== registry.turn) return false;
    if (registry.auth !== null && typeof registry.auth?.authenticated !== 'boolean') return false;
    // Written back: a frozen or read-only registry fails here rather than in the middle of a login.
    Object.assign(registry, { auth: registry.auth, turn: registry.turn });
    return true;
  } catch {
    return false;
  }
}

/** The page's registry, or this tag's own when what the page holds is unusable (warned once per page). */
function find(page: PageGlobal): PageSession {
  try {
    const found = page[REGISTRY];
    if (found == null) {
      const created = fresh();
      page[REGISTRY] = created;
      return created;
    }
    if (usable(found)) return found;
  } catch {
    // A slot that throws when read or refuses to be written: as unusable.
  }
  try {
    if (!page[WARNED]) {
      page[WARNED] = true;
      console.warn(
        "FG Portal: the page's shared session registry is unusable; tags that find it so run their own sessions.",
      );
    }
  } catch {
    // A page that cannot even hold the flag gets no warning rather than an error.
  }
  return fresh();
}

let held: { page: PageGlobal; registry: PageSession } | undefined;

/**
 * The registry this copy of the runtime uses on `page`. Found once: a host that changes the slot later
 * cannot part a tag from the registry it joined.
 * @internal
 */
export function pageSession(page: PageGlobal = globalThis): PageSession {
  if (held?.page !== page) held = { page, registry: find(page) };
  return held.registry;
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
