import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from './safe-redirect';

describe('isSafeRedirect', () => {
  it.each(['/', '/app', '/app/buy/unit-trust?x=1#top', '/download'])(
    'accepts the same-origin path %s',
    (path) => {
      expect(isSafeRedirect(path)).toBe(true);
    },
  );

  it.each([
    '',
    'app',
    '//evil.example',
    '/\\evil.example',
    '/app\\..',
    'https://evil.example/app',
    'javascript:alert(1)',
    '/app path',
    '/app\nLocation: x',
    '/app\t',
  ])('refuses %j', (path) => {
    expect(isSafeRedirect(path)).toBe(false);
  });

  it('refuses anything that is not a string', () => {
    expect(isSafeRedirect(undefined)).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
  });
});
