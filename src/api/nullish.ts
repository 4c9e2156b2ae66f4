import * as z from 'zod/mini';

/**
 * `schema`, with `fallback` in place of a null or absent value: the real API sends null where the
 * sandbox leaves a field out, and the UI wants one shape.
 */
export function orElse<S extends z.ZodMiniType, F>(schema: S, fallback: F) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<S> | null | undefined): z.output<S> | F => value ?? fallback),
  );
}
