import * as z from 'zod/mini';

// The field rules the §5 form schemas are built from. Apart from schema-parts, which every widget
// downloads, so only the widgets with such forms pay for them.

/** A string; anything else reads `message`. */
// @__NO_SIDE_EFFECTS__
export function text(message: string) {
  return z.string({ error: message });
}

/** A string with something other than spaces in it. */
// @__NO_SIDE_EFFECTS__
export function filled(message: string) {
  return text(message).check(z.refine((value) => value.trim() !== '', message));
}

/** A string for which `predicate` holds. */
// @__NO_SIDE_EFFECTS__
export function satisfying(predicate: (value: string) => boolean, message: string) {
  return text(message).check(z.refine(predicate, message));
}

/** First message per field of a failed parse, keyed by the field's top-level name: handy for form errors. */
export function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= issue.message;
  }
  return messages;
}
