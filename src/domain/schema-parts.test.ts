import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { anything, exactly, nonEmptyText, orElse, textMatching, textOfAtMost } from './schema-parts';

const ok = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success;
const message = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('schema parts', () => {
  it('orElse puts the fallback in place of null or an absent value, and still checks the rest', () => {
    const schema = orElse(z.number(), 0);
    expect(z.parse(schema, null)).toBe(0);
    expect(z.parse(schema, undefined)).toBe(0);
    expect(z.parse(schema, 5)).toBe(5);
    expect(ok(schema, '5')).toBe(false);
  });

  it('nonEmptyText wants at least one character', () => {
    expect(ok(nonEmptyText(), 'a')).toBe(true);
    expect(message(nonEmptyText('Required'), '')).toBe('Required');
    expect(ok(nonEmptyText(), 3)).toBe(false);
  });

  it('textMatching tests the whole pattern', () => {
    const version = textMatching(/^\d+\.\d+\.\d+$/, 'Not a version');
    expect(ok(version, '1.0.870')).toBe(true);
    expect(message(version, '1.0')).toBe('Not a version');
  });

  it('textOfAtMost counts characters', () => {
    expect(ok(textOfAtMost(3), 'abc')).toBe(true);
    expect(message(textOfAtMost(3, 'Too long'), 'abcd')).toBe('Too long');
  });

  it('exactly takes the one value and types it', () => {
    const version: z.ZodMiniType<1> = exactly(1);
    expect(ok(version, 1)).toBe(true);
    expect(ok(version, '1')).toBe(false);
    expect(ok(exactly('id'), 'passport')).toBe(false);
  });

  it('anything takes any value', () => {
    for (const value of [undefined, null, 0, '', {}, []]) expect(ok(anything(), value)).toBe(true);
  });
});
