import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './api-error';
import { readBody } from './read-body';

/** One line naming the first problem, as the real API's model-state summary does. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is invalid.';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

function validate<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(describeIssue(result.error));
  return result.data;
}

export async function validBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return validate(schema, await readBody(c));
}

export function validQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return validate(schema, c.req.query());
}
