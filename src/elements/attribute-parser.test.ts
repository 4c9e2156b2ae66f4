import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type AttributeParser, textAttributes } from './attribute-parser';

const attributes = textAttributes({
  code: { valid: (value) => /^[A-Z]{3}$/.test(value), message: 'use three capital letters' },
  note: { valid: (value) => value.length <= 5, message: 'use at most 5 characters' },
});

describe('text attributes checked without a schema library', () => {
  it('names the attributes it reads', () => {
    expect(Object.keys(attributes.shape)).toEqual(['code', 'note']);
  });

  it('keeps absent attributes absent and passes values that keep their rule', () => {
    expect(attributes.safeParse({})).toEqual({ success: true, data: {} });
    expect(attributes.safeParse({ code: 'ABC', note: undefined })).toEqual({
      success: true,
      data: { code: 'ABC' },
    });
  });

  it('refuses each value that breaks its rule, by attribute, with its message', () => {
    expect(attributes.safeParse({ code: 'abc', note: 'far too long' })).toEqual({
      success: false,
      error: {
        issues: [
          { path: ['code'], message: 'use three capital letters' },
          { path: ['note'], message: 'use at most 5 characters' },
        ],
      },
    });
  });

  it('answers as the zod object with the same rules would', () => {
    const zod: AttributeParser = z.object({
      code: z.optional(
        z.string().check(z.refine((value) => /^[A-Z]{3}$/.test(value), 'use three capital letters')),
      ),
      note: z.optional(z.string().check(z.refine((value) => value.length <= 5, 'use at most 5 characters'))),
    });
    for (const raw of [{}, { code: 'ABC' }, { code: 'abc' }, { note: '123456' }, { code: '', note: '' }]) {
      const ours = attributes.safeParse(raw);
      const theirs = zod.safeParse(raw);
      expect(ours.success).toBe(theirs.success);
      if (ours.success && theirs.success) expect(ours.data).toEqual(theirs.data);
      if (!ours.success && !theirs.success)
        expect(ours.error.issues.map(({ path, message }) => ({ path, message }))).toEqual(
          theirs.error.issues.map(({ path, message }) => ({ path, message })),
        );
    }
  });
});
