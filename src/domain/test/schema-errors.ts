import * as z from 'zod/mini';
import { fieldMessages } from '../form-fields';

/** The first message per field when `value` fails `schema`; none when it passes. */
export function schemaErrors(schema: z.core.$ZodType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  return result.success ? {} : fieldMessages(result.error);
}
