import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { keepingRule } from './text-rule-checks';
import { MESSAGE_RULE, NAME_RULE } from './text-rules';

const issues = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value).error?.issues.map((issue) => issue.message) ?? [];

describe('keepingRule', () => {
  const name = z.string().check(...keepingRule(NAME_RULE, 'First name'));

  it('passes a name that keeps the rule, spaces around it not counted', () => {
    expect(issues(name, 'Thandi')).toEqual([]);
    expect(issues(name, ` ${'x'.repeat(100)} `)).toEqual([]);
  });

  it('refuses a long name and one with control characters, in the shared words', () => {
    expect(issues(name, 'x'.repeat(101))).toEqual(['First name may be at most 100 characters']);
    expect(issues(name, 'Tha\u202endi')).toEqual([
      'First name contains characters we cannot accept (such as line breaks or hidden control characters)',
    ]);
  });

  it('lets a message keep its line breaks', () => {
    const message = z.string().check(...keepingRule(MESSAGE_RULE, 'Your message'));
    expect(issues(message, 'One\r\nTwo')).toEqual([]);
    expect(issues(message, 'One\u0000')).toHaveLength(1);
  });
});
