import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  headingLevelAttribute,
  oneOfAttribute,
  positiveWholeNumberAttribute,
  sitePathAttribute,
} from './attribute-schemas';

function messageOf(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('attribute schemas', () => {
  it('takes a path on this site and refuses anything that leaves it', () => {
    const schema = sitePathAttribute('redirect');
    expect(z.parse(schema, '/app')).toBe('/app');
    expect(z.parse(schema, undefined)).toBeUndefined();
    for (const bad of ['https://evil.example', '//evil.example', 'app', '/\\evil.example']) {
      expect(messageOf(schema, bad)).toBe('redirect must be a path on this site starting with one /');
    }
  });

  it('reads a positive whole number, spaces allowed', () => {
    const schema = positiveWholeNumberAttribute('report-id');
    expect(z.parse(schema, ' 31 ')).toBe(31);
    expect(messageOf(schema, undefined)).toBeDefined();
    for (const bad of ['0', '-1', '1.5', 'abc', '', '12345678901']) {
      expect(messageOf(schema, bad)).toBe('report-id must be a positive whole number');
    }
  });

  it('accepts only the listed values and names them in its message', () => {
    const schema = oneOfAttribute(['reset', 'activation']);
    expect(z.parse(schema, 'activation')).toBe('activation');
    expect(z.parse(schema, undefined)).toBeUndefined();
    expect(messageOf(schema, 'Reset')).toBe('use reset or activation');
    expect(messageOf(oneOfAttribute(['a', 'b', 'c']), 'd')).toBe('use a, b or c');
  });

  it('reads a heading level within its range', () => {
    const schema = headingLevelAttribute<2 | 3 | 4 | 5 | 6>(2, 6);
    expect(z.parse(schema, '2')).toBe(2);
    expect(z.parse(schema, ' 6 ')).toBe(6);
    for (const bad of ['1', '7', '2.5', 'h2', '']) {
      expect(messageOf(schema, bad)).toBe('heading-level must be a number from 2 to 6');
    }
  });
});
