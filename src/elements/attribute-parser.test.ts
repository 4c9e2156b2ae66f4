import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type AttributeParser, textAttributes } from './attribute-parser';

const threeCapitals = (value: string) => (/^[A-Z]{3}$/.test(value) ? value : undefined);
const atMostFive = (value: string) => (value.length <= 5 ? value : undefined);

const attributes = textAttributes({
  code: { parse: threeCapitals, message: 'use three capital letters' },
  note: { parse: atMostFive, message: 'use at most 5 characters' },
});

describe('text attributes parsed without a schema library', () => {
  it('names the attributes it reads', () => {
    expect(Object.keys(attributes.shape)).toEqual(['code', 'note']);
  });

  it('keeps absent attributes absent and passes values that keep their rule', () => {
    expect(attributes.safeParse({})).toEqual({ success: true, data: {}, warnings: [] });
    expect(attributes.safeParse({ code: 'ABC', note: undefined })).toEqual({
      success: true,
      data: { code: 'ABC' },
      warnings: [],
    });
  });

  it('passes on what the rule parsed the text into, not the text', () => {
    const counted = textAttributes({
      count: {
        parse: (value) => (/^\d+$/.test(value.trim()) ? Number(value) : undefined),
        message: 'a number',
      },
    });
    const parsed = counted.safeParse({ count: ' 12 ' });
    expect(parsed.success && parsed.data).toEqual({ count: 12 });
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

  it('passes a lenient attribute it cannot use on as absent, with a warning', () => {
    const lenient = textAttributes({
      code: { parse: threeCapitals, message: 'use three capital letters', lenient: true },
      note: { parse: atMostFive, message: 'use at most 5 characters' },
    });
    expect(lenient.safeParse({ code: 'abc', note: 'ok' })).toEqual({
      success: true,
      data: { note: 'ok' },
      warnings: [{ path: ['code'], message: 'use three capital letters' }],
    });
    // A strict rule still stops the element, and the refusal names every problem.
    expect(lenient.safeParse({ code: 'abc', note: 'far too long' })).toEqual({
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
