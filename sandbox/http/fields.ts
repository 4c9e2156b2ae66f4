import { z } from 'zod';
import { isPlausibleDateOfBirth, localIsoDate } from '../../src/domain/calendar-date';
import { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from '../../src/domain/password';
import {
  hasOnlyPrintable,
  NAME_RULE,
  type TextRule,
  textProblem,
  unprintableMessage,
} from '../../src/domain/text-rules';

/** Field schemas that accept both JSON values and their form-encoded string forms. */

export const boolField = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', 'True', 'False', '1', '0'])
    .transform((value) => value === 'true' || value === 'True' || value === '1'),
]);

export const numberField = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'Expected a number')
    .transform(Number),
]);

export const intField = numberField.pipe(z.number().int());

/** A party id, sent as a number or a string of digits; normalised to the string the token carries. */
export const partyIdField = z.union([
  z.number().int().positive().transform(String),
  z.string().regex(/^\d+$/),
]);

/** Form posts carry nested arrays as JSON strings. */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
}

/** Lengths a real API keeps: long texts (comments, messages) and names or identifiers. */
export const LONG_TEXT_MAX = 2000;
export const SHORT_TEXT_MAX = 100;
const EMAIL_MAX = 254;

/** Trimmed text of at most `max` characters, the message naming the field. */
/**
 * A free text of at most `max` characters, held to the shared character rule (src/domain/text-rules):
 * no control or direction-changing characters; a long text (a comment, a message) keeps its line breaks.
 */
export function textField(name: string, max: number) {
  const lines = max > SHORT_TEXT_MAX ? 'multi' : 'single';
  return z
    .string()
    .trim()
    .max(max, `${name} may be at most ${max} characters`)
    .refine((value) => hasOnlyPrintable(value, lines), unprintableMessage(name));
}

export const emailField = z
  .email('Please enter a valid email address')
  .max(EMAIL_MAX, `The email address may be at most ${EMAIL_MAX} characters`);

export const optionalText = z
  .string()
  .trim()
  .max(LONG_TEXT_MAX, `may be at most ${LONG_TEXT_MAX} characters`)
  .nullish();

/** Password rule of the sign-up and reset flows (spec §5). */
export const passwordField = z.string().regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);

/** Phone rule of spec §5. */
export const phoneField = z
  .string()
  .trim()
  .regex(/^\+?[\d\s\-/.()]{10,20}$/, 'Please enter a valid cellphone number');

/**
 * Trimmed text held to a rule of `src/domain/text-rules.ts` (length, and no control or direction-changing
 * characters), the message naming the field as the forms' rule does.
 */
export function ruledText(name: string, rule: TextRule, notText = `${name} must be text`) {
  return z
    .string(notText)
    .trim()
    .superRefine((value, ctx) => {
      const problem = textProblem(value, rule, name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** A person's name: required (with `required` as its message), 1–100 printable characters. */
export function nameField(name: string, required: string) {
  return ruledText(name, NAME_RULE, required).pipe(z.string().min(1, required));
}

/**
 * A date of birth (`YYYY-MM-DD`, or a timestamp of one): a real calendar date in the past, at most 130
 * years before `now`'s day. Parsed to its `YYYY-MM-DD`.
 */
export function dateOfBirthField(now: () => number) {
  return z
    .string('DateOfBirth must be a date (YYYY-MM-DD)')
    .refine(
      (value) => isPlausibleDateOfBirth(value, localIsoDate(new Date(now()))),
      'DateOfBirth must be a real date in the past, at most 130 years ago (YYYY-MM-DD)',
    )
    .transform((value) => value.slice(0, 10));
}

/** A JSON body of exactly these fields: an unknown one is refused by name (`Unrecognized key: "IsAdmin"`). */
/**
 * How the sandbox reads each field of a body whose schema is the client's (src/api): one entry per field
 * of that schema and no other, so a field renamed on either side no longer compiles. Write it as
 * `{ … } satisfies ReadingOf<typeof clientSchema>`. `Extra` names the fields the sandbox also takes that
 * this client never sends (an older client's casing), each said where it is read.
 */
export type ReadingOf<S extends { shape: Record<string, unknown> }, Extra extends string = never> = {
  [K in keyof S['shape']]: z.ZodType;
} & { [K in Extra]?: z.ZodType };

export function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'invalid_type' ? 'The request body must be a JSON object' : undefined),
  });
}
