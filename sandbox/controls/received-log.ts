export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  time: string;
}

const LIMIT = 1000;

/** Query parameters that are secrets (an e-mailed link's token): kept out of the log, as out of any other. */
const SECRET_PARAMETERS = new Set(['token']);
/** @internal */
export const REDACTED = '[redacted]';

/** A query as the log keeps it: each secret parameter's value replaced by {@link REDACTED}. */
export function loggedQuery(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    [...params].map(([name, value]) => [name, SECRET_PARAMETERS.has(name) ? REDACTED : value]),
  );
}

/** What the sandbox received, newest last, for tests to inspect. */
export class ReceivedLog {
  #entries: ReceivedRequest[] = [];

  add(entry: ReceivedRequest): void {
    this.#entries.push(entry);
    if (this.#entries.length > LIMIT) this.#entries.shift();
  }

  list(): ReceivedRequest[] {
    return [...this.#entries];
  }

  clear(): void {
    this.#entries = [];
  }
}

/** A readable copy of a request body: JSON parsed, forms as fields, files as name/type/size. */
export async function describeBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.includes('multipart/form-data')) {
    try {
      const form = await request.formData();
      const fields: Record<string, unknown> = {};
      for (const [key, value] of form.entries()) {
        fields[key] =
          typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
      }
      return fields;
    } catch {
      return null;
    }
  }
  const text = await request.text();
  if (text === '') return null;
  if (type.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
