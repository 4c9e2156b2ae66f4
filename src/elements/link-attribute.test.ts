import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { HOSTILE_ADDRESSES } from '../domain/test/hostile-addresses';
import { linkAttribute } from './link-attribute';

function messageOf(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('linkAttribute', () => {
  it('lets a link go to a path on this site or an http(s) address, and nowhere else', () => {
    const schema = linkAttribute('forgot-password-href');
    for (const good of [
      '/forgot-password',
      'https://portal.example.co.za/forgot-password',
      'http://127.0.0.1:4173/x',
    ]) {
      expect(z.parse(schema, good)).toBe(good);
    }
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      'data:text/html,x',
      'https:///x',
      'https://a b',
      'app',
      ...HOSTILE_ADDRESSES,
    ]) {
      expect(messageOf(schema, bad)).toBe(
        'forgot-password-href must be a path on this site or an http(s) address',
      );
    }
  });
});
