import { afterEach, describe, expect, it } from 'vitest';
import { loginSucceeded, logout } from '../../src/session';
import { testToken } from '../../src/session/test/test-token';
import { followRating, keepRatingDraft, ratingDraft, ratingStatus } from './rate-us-draft';

/** valtio tells its subscribers after the current task. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const sent = { values: { score: 4, comment: 'Slow to answer' }, path: '/rate-us-page?ref=SI-1' };

afterEach(() => {
  keepRatingDraft(undefined);
  logout();
});

describe('the rating draft', () => {
  it('keeps what was sent, as it was sent', () => {
    keepRatingDraft(sent);
    expect(ratingDraft()).toBe(sent);
  });

  it('is cleared when the signed-in user logs out', async () => {
    loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' });
    await flush();
    keepRatingDraft(sent);
    logout();
    await expect.poll(() => ratingDraft()).toBeUndefined();
  });

  it('stays while nobody signs out (a visitor who is not signed in)', async () => {
    keepRatingDraft(sent);
    logout();
    await flush();
    expect(ratingDraft()).toBe(sent);
  });
});

describe('a rating followed from the page', () => {
  it('is pending, then dropped as the draft once stored; only the latest send counts', async () => {
    expect(ratingStatus()).toBe('idle');
    let settleFirst: (failure: undefined) => void = () => undefined;
    followRating(sent, new Promise((resolve) => (settleFirst = resolve)));
    const latest = { ...sent, values: { score: 9, comment: '' } };
    followRating(latest, Promise.resolve(undefined));
    await expect.poll(ratingStatus).toBe('success');
    expect(ratingDraft()).toBeUndefined();
    settleFirst(undefined);
    await flush();
    expect(ratingStatus()).toBe('success');
  });

  it('stays the draft after a failure, for Try again', async () => {
    followRating(sent, Promise.resolve({ message: 'An error has occurred.', status: 500 }));
    await expect.poll(ratingStatus).toBe('error');
    expect(ratingDraft()).toBe(sent);
  });
});
