/**
 * The element bundle's stand-in for `zod/mini` (vite.config.ts aliases it there, as it aliases emotion
 * to compact-emotion): the part of zod's runtime the product's schemas are built from, with zod 4's
 * semantics, in about a tenth of its weight. Source, types, the portal, the library and the sandbox keep
 * real zod; only the widgets' JavaScript runs on this. `compact-zod.test.ts` parses the same inputs with
 * both and expects the same outcome, data and issues (code, path, message), and the `dom-compact-zod`
 * test project runs the element suites on it.
 *
 * Left out, as nothing in the element bundle reads them: issue details other than code, path and
 * message (zod's `expected`, `minimum`, `origin`), functions as error messages, `abort`, async checks,
 * default values, catchall and strict objects. zod/mini configures no locale, so every message the
 * schemas do not give is zod's "Invalid input" here too.
 */

interface Issue {
  code: string;
  path: PropertyKey[];
  /** Given by `context.addIssue`; it outranks the others. */
  message?: string;
  /** The error of what raised it (the schema, or the check). */
  e?: string | undefined;
  /** The schema whose checks raised it: its error stands in when the check has none. */
  s?: Schema;
  /** zod's flag: true lets the schema's further checks run. */
  continue?: boolean;
}

interface Payload {
  value: unknown;
  issues: Issue[];
  aborted?: boolean;
  addIssue?: (issue: Partial<Issue> & { fatal?: boolean }) => void;
}

interface Check {
  /** Adds its issues to the payload. */
  c(payload: Payload): void;
  /** When set, the check runs whenever this holds, even after an issue (zod's length checks). */
  w?: (value: unknown) => boolean;
}

interface Schema extends Partial<Check> {
  /** The value's type, when the schema has one: anything else is an `invalid_type` issue. */
  t?: (value: unknown) => boolean;
  /** Parses a value of the right type. */
  p?: (payload: Payload) => Payload;
  e?: string | undefined;
  k: Check[];
  /** zod's optin / optout: absence is accepted on the way in / may be the result. */
  i?: boolean | undefined;
  o?: boolean | undefined;
  shape?: Record<string, Schema>;
  check(...checks: Check[]): Schema;
  parse(value: unknown): unknown;
  safeParse(value: unknown): Result;
}

type Params = string | { error?: string; message?: string; path?: PropertyKey[] } | undefined;

type Result = { success: true; data: unknown } | { success: false; error: Error & { issues: unknown[] } };

const messageOf = (params: Params) =>
  typeof params === 'string' ? params || undefined : (params?.error ?? params?.message);

/** zod's aborted: a flagged payload, or an issue since `from` that does not let checks continue. */
const aborted = (payload: Payload, from: number, explicitly?: boolean) =>
  payload.aborted ||
  payload.issues.slice(from).some((issue) => (explicitly ? issue.continue === false : !issue.continue));

function run(schema: Schema, payload: Payload): Payload {
  if (schema.t && !schema.t(payload.value))
    payload.issues.push({ code: 'invalid_type', path: [], e: schema.e });
  else if (schema.p) payload = schema.p(payload);
  let stop = aborted(payload, 0);
  for (const check of schema.k) {
    if (check.w ? aborted(payload, 0, true) || !check.w(payload.value) : stop) continue;
    const from = payload.issues.length;
    check.c(payload);
    for (const issue of payload.issues.slice(from)) issue.s ??= schema;
    stop ||= aborted(payload, from);
  }
  return payload;
}

function safeParse(schema: Schema, value: unknown): Result {
  const result = run(schema, { value, issues: [] });
  if (!result.issues.length) return { success: true, data: result.value };
  const issues = result.issues.map(({ code, path, message, e, s }) => ({
    code,
    path,
    message: message || (e ?? s?.e ?? 'Invalid input'),
  }));
  const error = Object.assign(new Error(JSON.stringify(issues, null, 2)), { name: '$ZodError', issues });
  return { success: false, error };
}

// @__NO_SIDE_EFFECTS__
function schema(properties: Omit<Schema, 'k' | 'check' | 'parse' | 'safeParse'> & { k?: Check[] }): Schema {
  return {
    k: [],
    ...properties,
    check(...checks) {
      return schema({ ...this, k: [...this.k, ...checks] });
    },
    parse(value) {
      const result = safeParse(this, value);
      if (result.success) return result.data;
      throw result.error;
    },
    safeParse(value) {
      return safeParse(this, value);
    },
  };
}

const typed = (t: (value: unknown) => boolean, params: Params) => schema({ t, e: messageOf(params) });

export function parse(schema: Schema, value: unknown): unknown {
  return schema.parse(value);
}

export { safeParse };

// @__NO_SIDE_EFFECTS__
export function string(params?: Params): Schema {
  return typed((value) => typeof value === 'string', params);
}

// @__NO_SIDE_EFFECTS__
export function number(params?: Params): Schema {
  return typed(Number.isFinite, params);
}

// @__NO_SIDE_EFFECTS__
export function boolean(params?: Params): Schema {
  return typed((value) => typeof value === 'boolean', params);
}

// @__NO_SIDE_EFFECTS__
export function array(element: Schema, params?: Params): Schema {
  return schema({
    t: Array.isArray,
    e: messageOf(params),
    p(payload) {
      const items = payload.value as unknown[];
      payload.value = items.map((item, index) => {
        const result = run(element, { value: item, issues: [] });
        for (const issue of result.issues) payload.issues.push({ ...issue, path: [index, ...issue.path] });
        return result.value;
      });
      return payload;
    },
  });
}

// @__NO_SIDE_EFFECTS__
export function object(shape: Record<string, Schema>, params?: Params): Schema {
  return schema({
    t: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    e: messageOf(params),
    shape,
    p(payload) {
      const input = payload.value as Record<string, unknown>;
      const output: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const present = key in input;
        // An optional field left out is left out of the output too.
        if (!present && field.i && field.o) continue;
        const result = run(field, { value: input[key], issues: [] });
        for (const issue of result.issues) payload.issues.push({ ...issue, path: [key, ...issue.path] });
        if (!present && !field.i) {
          // Absent, and nothing accepts absence: zod's "nonoptional" issue, unless the field had one.
          if (!result.issues.length) payload.issues.push({ code: 'invalid_type', path: [key] });
        } else if (present || result.value !== undefined) output[key] = result.value;
      }
      payload.value = output;
      return payload;
    },
  });
}

const wrapper = (inner: Schema, passes: unknown, optional?: boolean) =>
  schema({
    i: optional || inner.i,
    o: optional || inner.o,
    p: (payload) => (payload.value === passes ? payload : run(inner, payload)),
  });

// @__NO_SIDE_EFFECTS__
export function optional(inner: Schema): Schema {
  return wrapper(inner, undefined, true);
}

// @__NO_SIDE_EFFECTS__
export function nullable(inner: Schema): Schema {
  return wrapper(inner, null);
}

// @__NO_SIDE_EFFECTS__
export function nullish(inner: Schema): Schema {
  return optional(nullable(inner));
}

// @__NO_SIDE_EFFECTS__
export function pipe(from: Schema, to: Schema): Schema {
  return schema({
    i: from.i,
    o: to.o,
    p(payload) {
      const left = run(from, payload);
      // Any issue stops the pipe: a failing check never feeds its transform.
      if (!left.issues.length) return run(to, { value: left.value, issues: left.issues });
      left.aborted = true;
      return left;
    },
  });
}

// @__NO_SIDE_EFFECTS__
export function transform(transformation: (value: unknown) => unknown): Schema {
  return schema({
    i: true,
    p: (payload) => {
      payload.value = transformation(payload.value);
      return payload;
    },
  });
}

/** A schema that is its own check, as zod's custom and refine are; `custom` stops the checks after it, `refine` does not. */
// @__NO_SIDE_EFFECTS__
function predicate(test: (value: unknown) => unknown, params: Params, stops: boolean): Schema {
  const e = messageOf(params);
  const path = typeof params === 'object' ? (params.path ?? []) : [];
  const c = (payload: Payload) => {
    if (!test(payload.value)) payload.issues.push({ code: 'custom', path: [...path], e, continue: !stops });
  };
  return schema({ e, c, k: [{ c }] });
}

// @__NO_SIDE_EFFECTS__
export function custom(test: (value: unknown) => unknown, params?: Params): Schema {
  return predicate(test, params, true);
}

// @__NO_SIDE_EFFECTS__
export function refine(test: (value: unknown) => unknown, params?: Params): Schema {
  return predicate(test, params, false);
}

// @__NO_SIDE_EFFECTS__
export function superRefine(refinement: (value: unknown, context: Payload) => void): Check {
  return {
    c(payload) {
      payload.addIssue = ({ fatal, ...issue }) =>
        payload.issues.push({ code: 'custom', path: [], continue: !fatal, ...issue });
      refinement(payload.value, payload);
    },
  };
}

/** zod's length checks run on anything with a length, even after a type issue, and count code points. */
const hasLength = (value: unknown) => (value as { length?: number } | null | undefined)?.length !== undefined;
const lengthOf = (value: unknown) =>
  typeof value === 'string' ? [...value].length : (value as { length: number }).length;

const bound = (
  code: string,
  holds: (value: unknown) => boolean,
  params: Params,
  w?: (value: unknown) => boolean,
): Check => ({
  w,
  c(payload) {
    if (!holds(payload.value)) payload.issues.push({ code, path: [], e: messageOf(params), continue: true });
  },
});

// @__NO_SIDE_EFFECTS__
export function minLength(limit: number, params?: Params): Check {
  return bound('too_small', (value) => lengthOf(value) >= limit, params, hasLength);
}

// @__NO_SIDE_EFFECTS__
export function maxLength(limit: number, params?: Params): Check {
  return bound('too_big', (value) => lengthOf(value) <= limit, params, hasLength);
}

// @__NO_SIDE_EFFECTS__
export function regex(pattern: RegExp, params?: Params): Check {
  return bound(
    'invalid_format',
    (value) => {
      pattern.lastIndex = 0;
      return pattern.test(value as string);
    },
    params,
  );
}

// @__NO_SIDE_EFFECTS__
export function trim(): Check {
  return {
    c(payload) {
      payload.value = (payload.value as string).trim();
    },
  };
}

// @__NO_SIDE_EFFECTS__
export function nonnegative(params?: Params): Check {
  return bound('too_small', (value) => (value as number) >= 0, params);
}
