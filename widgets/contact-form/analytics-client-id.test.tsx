import { beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_CLIENT_ID_KEY, analyticsClientId, forgetAnalyticsClientId } from './analytics-client-id';

const NOW = Date.UTC(2026, 5, 1);

beforeEach(() => forgetAnalyticsClientId());

describe('analytics client id', () => {
  it("is made once per browser session as 'random.seconds' and kept in sessionStorage", () => {
    const id = analyticsClientId(sessionStorage, NOW);
    expect(id).toMatch(new RegExp(`^\\d{1,10}\\.${NOW / 1000}$`));
    expect(sessionStorage.getItem(ANALYTICS_CLIENT_ID_KEY)).toBe(id);
    expect(analyticsClientId(sessionStorage, NOW + 60_000)).toBe(id);
  });

  it('replaces a stored value that is not a client id', () => {
    sessionStorage.setItem(ANALYTICS_CLIENT_ID_KEY, '<img src=x>');
    expect(analyticsClientId(sessionStorage, NOW)).toMatch(/^\d+\.\d+$/);
  });

  it('keeps the same id for the page when storage is cleared or blocked', () => {
    const id = analyticsClientId(sessionStorage, NOW);
    sessionStorage.clear();
    expect(analyticsClientId(sessionStorage, NOW)).toBe(id);
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(analyticsClientId(blocked, NOW)).toBe(id);
    expect(analyticsClientId(null, NOW)).toBe(id);
  });
});
