import type { AuthTokens } from '../api/auth-port';

/**
 * The channel the tabs of one origin talk over about their sessions.
 * @internal
 */
export const SESSION_CHANNEL = 'fg-session';
/** The Web Lock one refresh at a time holds, across the tabs of the origin. */
const REFRESH_LOCK = 'fg-session-refresh';

/** A tab rotated the refresh token `from`: a sibling that still holds it takes the new pair. */
interface Rotation {
  type: 'rotated';
  from: string;
  accessToken: string;
  refreshToken: string;
}

/** A tab about to refresh with `from` asks whether a sibling has spent it already. */
interface Question {
  type: 'spent?';
  from: string;
}

function messageOf(data: unknown): Rotation | Question | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, from, accessToken, refreshToken } = data as Record<string, unknown>;
  if (typeof from !== 'string') return null;
  if (type === 'spent?') return { type, from };
  return type === 'rotated' && typeof accessToken === 'string' && typeof refreshToken === 'string'
    ? { type, from, accessToken, refreshToken }
    : null;
}

/**
 * How long a tab about to refresh waits for a sibling to say the token is spent.
 * @internal
 */
export const ANSWER_WAIT_MS = 150;
/** Refresh tokens a tab remembers having spent, to answer a sibling that still holds one. */
const SPENT_KEPT = 10;

export interface TabSyncOptions {
  /** Null where BroadcastChannel is missing: each tab then refreshes on its own. */
  channel: BroadcastChannel | null;
  /** Null where Web Locks are missing. */
  locks: Pick<LockManager, 'request'> | null;
  /** The tokens this tab holds now. */
  current(): AuthTokens | null;
  /** Takes a sibling's new tokens (without announcing them again). */
  adopt(tokens: AuthTokens): void;
  /** How long to wait for a sibling's answer before refreshing; ANSWER_WAIT_MS unless a test says. */
  answerWaitMs?: number;
}

export interface TabSync {
  /** Tells the sibling tabs that `from` was exchanged for `tokens`. */
  announce(from: string, tokens: AuthTokens): void;
  /** Runs `work` while no other tab of the origin refreshes, after asking whether the token is spent. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): void;
}

/**
 * Tabs of one session (a tab opened from another copies its sessionStorage) share one family of
 * refresh tokens, and the API ends the family when a rotated token is used again (RFC 9700). So the
 * tabs take turns: a refresh holds a Web Lock, the tab that refreshed announces the new pair on a
 * BroadcastChannel, and a tab still holding the old refresh token adopts the pair instead of presenting
 * the spent token. A tab that may have missed the news (it was loading) asks, under the lock, whether
 * its token is spent; a sibling that spent it answers with its newest pair. The client re-reads its token under the lock and skips the refresh when it changed.
 * @internal
 */
export function createTabSync({
  channel,
  locks,
  current,
  adopt,
  answerWaitMs = ANSWER_WAIT_MS,
}: TabSyncOptions): TabSync {
  const spent: string[] = [];
  let heard: (() => void) | null = null;
  const post = (message: Rotation | Question) => {
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel: the siblings will find out when their own refresh is refused.
    }
  };
  const onMessage = (event: MessageEvent<unknown>) => {
    const message = messageOf(event.data);
    const mine = current();
    if (!message || !mine) return;
    if (message.type === 'rotated') {
      if (mine.refreshToken !== message.from) return;
      adopt({ accessToken: message.accessToken, refreshToken: message.refreshToken });
      heard?.();
    } else if (spent.includes(message.from)) {
      // A sibling (opened earlier, or late to listen) still holds a token this tab spent: the newest pair.
      post({ type: 'rotated', from: message.from, ...mine });
    }
  };
  channel?.addEventListener('message', onMessage);

  /** Asks the siblings whether this tab's refresh token is spent, and waits briefly for the pair if so. */
  const askSiblings = () =>
    new Promise<void>((resolve) => {
      const from = current()?.refreshToken;
      if (!channel || !from) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        heard = null;
        resolve();
      };
      const timer = setTimeout(done, answerWaitMs);
      heard = done;
      post({ type: 'spent?', from });
    });

  return {
    announce(from, tokens) {
      spent.push(from);
      if (spent.length > SPENT_KEPT) spent.shift();
      post({ type: 'rotated', from, ...tokens });
    },
    exclusive(work) {
      const turn = async () => {
        await askSiblings();
        return work();
      };
      return locks ? locks.request(REFRESH_LOCK, turn) : turn();
    },
    close() {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    },
  };
}

/** The browser's channel and locks, where it has them. */
export function browserTabSync(options: Pick<TabSyncOptions, 'current' | 'adopt'>): TabSync {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  // Node's channel (tests) would keep the process alive; a browser's has no unref.
  (channel as { unref?: () => void } | null)?.unref?.();
  const locks = typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
  return createTabSync({ ...options, channel, locks });
}
