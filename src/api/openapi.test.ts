import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { SANDBOX_PATH } from '../../sandbox/app';
import { testSandbox } from '../../sandbox/testing/api-client';
import { CONTRACT } from './contract';
import { openApiDocument } from './openapi';

type Operation = {
  operationId: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

describe('the OpenAPI document of the contract (npm run openapi, GET /openapi.json)', () => {
  const document = openApiDocument() as Document;

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    // The validator does refuse a broken one: a path parameter that is not marked required.
    const broken = structuredClone(document) as unknown as {
      paths: Record<string, { get: { parameters: { required: boolean }[] } }>;
    };
    const parameter = broken.paths['/v3/api/Parties/{partyId}']?.get.parameters[0];
    if (parameter) parameter.required = false;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has one operation per call of the contract, with its method, path and auth', () => {
    expect(
      operations(document).map(({ method, path, operation }) => `${operation.operationId} ${method} ${path}`),
    ).toEqual(expect.arrayContaining(CONTRACT.map((call) => `${call.id} ${call.method} ${call.path}`)));
    expect(operations(document)).toHaveLength(CONTRACT.length);
    const signUp = operations(document).find(({ operation }) => operation.operationId === 'signUpStep');
    expect(signUp?.operation.security).toEqual([]);
  });

  it('describes an answer as the portal reads it: a fallback field optional, a required one required', () => {
    const summary = operations(document).find(({ operation }) => operation.operationId === 'summary');
    const schema = summary?.operation.responses['200']?.content?.['application/json']?.schema;
    expect(schema).toMatchObject({ type: 'object', required: ['NavigationItemID'] });
    expect(schema?.properties).toHaveProperty('Blocks');
  });

  it("describes a purchase's body from the schema the wizard builds it as, a form with its nested fields as JSON", () => {
    const buy = operations(document).find(({ operation }) => operation.operationId === 'buyUnitTrust');
    const form = buy?.operation.requestBody?.content['application/x-www-form-urlencoded'] as
      | { schema: { properties: Record<string, unknown> }; encoding: Record<string, unknown> }
      | undefined;
    expect(Object.keys(form?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['FundChoices', 'PartyID', 'SourceOfFundsSelectedOption', 'IsDebit', 'Members']),
    );
    expect(form?.encoding).toEqual({
      FundChoices: { contentType: 'application/json' },
      ConfirmedBankDetail: { contentType: 'application/json' },
      Members: { contentType: 'application/json' },
    });
    // A JSON body, from its schema in src/api/request-bodies.ts.
    const rating = operations(document).find(({ operation }) => operation.operationId === 'rateService');
    expect(rating?.operation.requestBody?.content['application/json']?.schema).toHaveProperty(
      'properties.OptionSelected',
    );
  });

  it('is served by the sandbox at /openapi.json', async () => {
    const { api } = testSandbox();
    const served = await api.get<Document>('/openapi.json');
    expect(served.status).toBe(200);
    expect(served.body).toEqual(JSON.parse(JSON.stringify(document)));
    // Beside the site, the server hands that path to the sandbox.
    expect(SANDBOX_PATH.test('/openapi.json')).toBe(true);
  });
});
