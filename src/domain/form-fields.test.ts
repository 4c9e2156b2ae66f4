import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { filled, satisfying, text } from './form-fields';

const messageOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('form fields', () => {
  it('text takes any string and names the field otherwise', () => {
    expect(messageOf(text('Required'), '')).toBeUndefined();
    expect(messageOf(text('Required'), undefined)).toBe('Required');
  });

  it('filled refuses blank and space-only values', () => {
    expect(messageOf(filled('Required'), ' a ')).toBeUndefined();
    expect(messageOf(filled('Required'), '   ')).toBe('Required');
    expect(messageOf(filled('Required'), null)).toBe('Required');
  });

  it('satisfying applies the predicate with the same message', () => {
    const even = satisfying((value) => value.length % 2 === 0, 'Even please');
    expect(messageOf(even, 'ab')).toBeUndefined();
    expect(messageOf(even, 'abc')).toBe('Even please');
    expect(messageOf(even, 4)).toBe('Even please');
  });
});
