import * as z from 'zod/mini';

// The schema pieces the widget bundles share. zod keeps all its schema kinds in one module, so each kind
// any widget uses is downloaded by every widget: they stick to object, string, number, boolean, array,
// optional, nullable, pipe, transform and custom checks, and build the rest from those here.

/** `schema`, with `fallback` in place of null or an absent value (the real API sends null where the sandbox leaves a field out). */
// @__NO_SIDE_EFFECTS__
export function orElse<S extends z.ZodMiniType, F>(schema: S, fallback: F) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<S> | null | undefined): z.output<S> | F => value ?? fallback),
  );
}

/** A string with at least one character. */
// @__NO_SIDE_EFFECTS__
export function nonEmptyText(message?: string) {
  return z.string().check(z.refine((value) => value !== '', message));
}

/** A string matching `pattern`. */
// @__NO_SIDE_EFFECTS__
export function textMatching(pattern: RegExp, message?: string) {
  return z.string().check(z.refine((value) => pattern.test(value), message));
}

/** A string of at most `length` characters. */
// @__NO_SIDE_EFFECTS__
export function textOfAtMost(length: number, message?: string) {
  return z.string().check(z.refine((value) => value.length <= length, message));
}

/** Exactly `value`. */
// @__NO_SIDE_EFFECTS__
export function exactly<const T extends string | number | boolean>(value: T) {
  return z.custom<T>((candidate) => candidate === value, `Expected ${JSON.stringify(value)}`);
}

/** Anything at all: for answers whose content does not matter. */
// @__NO_SIDE_EFFECTS__
export function anything() {
  return z.custom<unknown>(() => true);
}
