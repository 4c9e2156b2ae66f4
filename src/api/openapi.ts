import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import packageJson from '../../package.json' with { type: 'json' };
import { CONTRACT, type ContractBase, type ContractCall } from './contract';

const MEDIA_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

/** The OpenAPI server a base stands for; the document is one file for all four. */
const SERVERS: Record<ContractBase, { url: string; description: string }> = {
  main: { url: '{mainApiBase}', description: 'The main API (v3, v4): FG_API_MAIN' },
  web: { url: '{webApiBase}', description: 'The web API (v5): FG_API_WEB' },
  auth: { url: '{authBase}', description: 'The authorization service: FG_API_AUTH' },
  content: { url: '{contentBase}', description: 'The content system: FG_API_CONTENT' },
};

/** Schemas a call's schemas define for reuse (a recursive menu), moved to the document's components. */
type SharedSchemas = Record<string, unknown>;

/**
 * A contract schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as the API must send or take it:
 * the input side of each pipe (`io: 'input'`), so a field the portal reads with a fallback is optional.
 * Checks written as code (custom, refine) cannot be written out and stand for any value. The OpenAPI
 * document and `npm run contract` both read the contract through this.
 */
export function contractJsonSchema(schema: $ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
}

/**
 * A schema for the document: a definition it makes for itself (`$defs`, for a recursive schema) goes to
 * `shared` under `name`'s prefix, as a `$ref` inside an OpenAPI document resolves against the document,
 * not the schema.
 */
function jsonSchema(schema: $ZodType, name: string, shared: SharedSchemas): unknown {
  const {
    $schema: _,
    $defs,
    ...rest
  } = contractJsonSchema(schema) as Record<string, unknown> & { $defs?: Record<string, unknown> };
  const moved = (text: string) =>
    JSON.parse(
      text
        .replaceAll('"#/$defs/', `"#/components/schemas/${name}_`)
        .replaceAll('"#"', `"#/components/schemas/${name}"`),
    );
  for (const [key, definition] of Object.entries($defs ?? {}))
    shared[`${name}_${key}`] = moved(JSON.stringify(definition));
  const own = moved(JSON.stringify(rest));
  // A schema that refers to itself as a whole ("#") is kept under its own name too.
  if (JSON.stringify(rest).includes('"#"')) {
    shared[name] = own;
    return { $ref: `#/components/schemas/${name}` };
  }
  return own;
}

/**
 * A body's media type entry: its schema, and for a form the fields that travel as JSON text (a unit
 * trust's funds and members: spec §7 "with a form body"), as OpenAPI's `encoding` says it.
 */
function requestContent(
  call: ContractCall,
  body: $ZodType | undefined,
  shared: SharedSchemas,
): Record<string, unknown> {
  if (!body) return { schema: {} };
  const schema = jsonSchema(body, `${call.id}Request`, shared) as { properties?: Record<string, unknown> };
  if (call.body !== 'form') return { schema };
  const jsonFields = Object.entries(schema.properties ?? {})
    .filter(([, property]) => /"type":"(object|array)"/.test(JSON.stringify(property)))
    .map(([name]) => name);
  if (jsonFields.length === 0) return { schema };
  return {
    schema,
    encoding: Object.fromEntries(jsonFields.map((name) => [name, { contentType: 'application/json' }])),
  };
}

const PATH_PARAMETER = /\{(\w+)\}/g;

function operation(call: ContractCall, shared: SharedSchemas): Record<string, unknown> {
  const pathParameters = [...call.path.matchAll(PATH_PARAMETER)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const queryParameters = Object.entries(call.query ?? {}).map(([name, { required, description }]) => ({
    name,
    in: 'query',
    required,
    description,
    schema: { type: 'string' },
  }));
  const body = call.request;
  return {
    operationId: call.id,
    summary: call.summary,
    description: `Spec: ${call.spec}.`,
    servers: [SERVERS[call.base]].map(({ url, description }) => ({
      url,
      description,
      variables: { [url.slice(1, -1)]: { default: '', description } },
    })),
    ...(call.auth === 'none'
      ? { security: [] }
      : call.auth === 'optional'
        ? { security: [{}, { bearer: [] }] }
        : {}),
    ...(pathParameters.length + queryParameters.length > 0
      ? { parameters: [...pathParameters, ...queryParameters] }
      : {}),
    ...(call.body
      ? {
          requestBody: {
            required: true,
            content: { [MEDIA_TYPES[call.body]]: requestContent(call, body, shared) },
          },
        }
      : {}),
    responses: {
      '200': {
        description: call.answerIgnored
          ? 'Success; the portal does not read the answer'
          : 'Success, as the portal reads it',
        content: { 'application/json': { schema: jsonSchema(call.response, `${call.id}Response`, shared) } },
      },
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

/**
 * The contract as an OpenAPI 3.1 document, versioned as the portal (package.json): what `npm run
 * openapi` writes and the sandbox serves.
 */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const shared: SharedSchemas = {};
  for (const call of CONTRACT) {
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation(call, shared) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FG Portal: the API calls it makes',
      version: packageJson.version,
      description:
        "Every call the FG Portal and its widgets make (spec §7), with the answer's schema as the portal parses it (src/api/contract.ts) and each body as the portal sends it (src/api/request-bodies.ts, purchase-requests.ts). A field the portal reads with a fallback is optional here.",
    },
    security: [{ bearer: [] }],
    paths,
    components: {
      schemas: shared,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The access token of POST /connect/token; the portal adds a RoleToken header beside it.',
        },
      },
      responses: {
        Error: {
          description: 'Spec §7 Request behaviour: a JSON error object, or text',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  Message: { type: 'string' },
                  ErrorDescription: { type: 'string' },
                  IsError: { type: 'boolean' },
                  StatusCode: { type: 'integer' },
                },
              },
            },
            'text/plain': { schema: { type: 'string' } },
          },
        },
      },
    },
  };
}
