import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from '../api/auth-port';
import { ANSWER_WAIT_MS, createTabSync, SESSION_CHANNEL, type TabSync } from './tab-sync';

const opened: TabSync[] = [];
afterEach(() => {
  for (const tab of opened.splice(0)) tab.close();
});

/** A tab: its refresh token, what it adopted, and its sync over a real BroadcastChannel. */
function tab(
  refreshToken: string,
  locks: Pick<LockManager, 'request'> | null = null,
  answerWaitMs: number | undefined = undefined,
) {
  const state = { accessToken: 'access-1', refreshToken, adopted: [] as AuthTokens[] };
  const sync = createTabSync({
    channel: new BroadcastChannel(SESSION_CHANNEL),
    locks,
    ...(answerWaitMs === undefined ? {} : { answerWaitMs }),
    current: () => ({ accessToken: state.accessToken, refreshToken: state.refreshToken }),
    adopt(tokens) {
      state.adopted.push(tokens);
      state.accessToken = tokens.accessToken;
      state.refreshToken = tokens.refreshToken;
    },
  });
  opened.push(sync);
  return { state, sync };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** Web Locks in miniature: one holder at a time per name, in order of request. */
function fakeLocks(): Pick<LockManager, 'request'> {
  let tail: Promise<unknown> = Promise.resolve();
  const request = (_name: string, callback: (lock: Lock | null) => unknown) => {
    const run = tail.then(() => callback(null));
    tail = run.catch(() => undefined);
    return run;
  };
  return { request } as Pick<LockManager, 'request'>;
}

describe('tabs of one session', () => {
  it('a sibling still holding the rotated refresh token adopts the new pair; another session ignores it', async () => {
    const first = tab('refresh-1');
    const sibling = tab('refresh-1');
    const stranger = tab('refresh-of-another-login');
    first.sync.announce('refresh-1', { accessToken: 'access-2', refreshToken: 'refresh-2' });
    // Until the message arrives (a busy machine may run a 30 ms timer first), then the others had it too.
    await vi.waitFor(() =>
      expect(sibling.state.adopted).toEqual([{ accessToken: 'access-2', refreshToken: 'refresh-2' }]),
    );
    await settle();
    expect(sibling.state.refreshToken).toBe('refresh-2');
    expect(stranger.state.adopted).toEqual([]);
    expect(first.state.adopted).toEqual([]); // a channel does not hear itself
  });

  it('ignores messages that are not rotations', async () => {
    const sibling = tab('refresh-1');
    const other = new BroadcastChannel(SESSION_CHANNEL);
    other.postMessage({ type: 'rotated', from: 'refresh-1', accessToken: 42 });
    other.postMessage('refresh-1');
    // A rotation sent after them: once it has been adopted, the two before it have been heard too.
    other.postMessage({
      type: 'rotated',
      from: 'refresh-1',
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
    await vi.waitFor(() => expect(sibling.state.adopted).toHaveLength(1));
    other.close();
    expect(sibling.state.adopted).toEqual([{ accessToken: 'access-2', refreshToken: 'refresh-2' }]);
  });

  it('takes turns: the second refresh starts after the first, and sees the pair it announced', async () => {
    const locks = fakeLocks();
    const first = tab('refresh-1', locks);
    const sibling = tab('refresh-1', locks);
    const order: string[] = [];
    const one = first.sync.exclusive(async () => {
      order.push('first starts');
      await settle();
      first.state.refreshToken = 'refresh-2';
      first.sync.announce('refresh-1', { accessToken: 'access-2', refreshToken: 'refresh-2' });
      order.push('first ends');
    });
    const two = sibling.sync.exclusive(async () => {
      order.push(`sibling starts holding ${sibling.state.refreshToken}`);
    });
    await Promise.all([one, two]);
    expect(order).toEqual(['first starts', 'first ends', 'sibling starts holding refresh-2']);
  });

  it('a tab that missed the news asks before refreshing, and the tab that spent its token answers with the newest pair', async () => {
    const first = tab('refresh-1');
    first.sync.announce('refresh-1', { accessToken: 'access-2', refreshToken: 'refresh-2' });
    first.state.accessToken = 'access-2';
    first.state.refreshToken = 'refresh-2';
    first.sync.announce('refresh-2', { accessToken: 'access-3', refreshToken: 'refresh-3' });
    first.state.accessToken = 'access-3';
    first.state.refreshToken = 'refresh-3';
    await settle();
    // Was loading when the rotations were announced. It waits as long as a busy machine may need for the
    // answer (which ends the wait as soon as it comes), not the product's brief wait.
    const late = tab('refresh-1', null, 10_000);
    const seen = await late.sync.exclusive(async () => late.state.refreshToken);
    expect(seen).toBe('refresh-3');
    expect(late.state.adopted).toEqual([{ accessToken: 'access-3', refreshToken: 'refresh-3' }]);
  });

  it('a lone tab waits only briefly for an answer, then refreshes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const alone = tab('refresh-1');
      let refreshed = false;
      const turn = alone.sync.exclusive(async () => {
        refreshed = true;
      });
      await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
      expect(refreshed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await turn;
      expect(refreshed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs at once where there are no Web Locks', async () => {
    const alone = tab('refresh-1', null);
    await expect(alone.sync.exclusive(async () => 'done')).resolves.toBe('done');
  });
});
