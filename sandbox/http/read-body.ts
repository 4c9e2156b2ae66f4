import type { Context } from 'hono';
import { badRequest } from './api-error';

type FormValue = string | File;
export type FormBody = Record<string, FormValue | FormValue[]>;

/**
 * Reads a body the way the real API's model binder does: JSON, url-encoded or multipart by content type.
 * An empty body reads as an empty object.
 */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    return readForm(c);
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

export async function readForm(c: Context): Promise<FormBody> {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The request body is not a valid form.');
  }
}

/** Files of a multipart body, whatever field names carry them. */
export function filesOf(form: FormBody): File[] {
  return Object.values(form)
    .flat()
    .filter((value): value is File => typeof value !== 'string');
}

/** String fields of a multipart body (the first value of repeated fields). */
export function fieldsOf(form: FormBody): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[key] = first;
  }
  return fields;
}
