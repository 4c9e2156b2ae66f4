import * as z from 'zod/mini';
import { isSafeRedirect } from '../domain/safe-redirect';
import { textMatching } from '../domain/schema-parts';

// The attribute rules the tags share. Built from the cheapest zod pieces (string, refine, pipe,
// transform): zod's schemas live in one module, so every kind of schema any tag uses is downloaded
// by every tag, and z.enum, z.int or z.union would each add to all of them.

/** A path on this site (never another origin), e.g. `redirect` or `login-href`. */
export function sitePathAttribute(attribute: string) {
  return z.optional(
    z
      .string()
      .check(z.refine(isSafeRedirect, `${attribute} must be a path on this site starting with one /`)),
  );
}

/** A positive whole number such as an id, surrounding spaces allowed. Required: wrap in z.optional if it is not. */
export function positiveWholeNumberAttribute(attribute: string) {
  return z.pipe(
    textMatching(/^\s*[1-9]\d{0,9}\s*$/, `${attribute} must be a positive whole number`),
    z.transform((value: string) => Number(value.trim())),
  );
}

/** One of a fixed set of values. */
export function oneOfAttribute<const V extends string>(values: readonly V[]) {
  const allowed: readonly string[] = values;
  return z.optional(
    z.custom<V>(
      (value) => typeof value === 'string' && allowed.includes(value),
      `use ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`,
    ),
  );
}

/** The level of the widget's main heading, between `highest` and `lowest`. */
export function headingLevelAttribute<L extends number>(highest: L, lowest: L) {
  return z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.refine(
            (value) => /^\s*\d\s*$/.test(value) && Number(value) >= highest && Number(value) <= lowest,
            `heading-level must be a number from ${highest} to ${lowest}`,
          ),
        ),
      z.transform((value: string) => Number(value) as L),
    ),
  );
}
