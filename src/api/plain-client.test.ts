import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type Failure, toFailure } from './api-error';
import { createApiClient, type RequestClient } from './client';
import { postUserResponse, type Rating } from './feedback';
import { createPlainClient } from './plain-client';
import { fakeAuth, TEST_ORIGINS, testConfig } from './test/test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = `${TEST_ORIGINS.main}/v4/api/UserResponse`;
const rating: Rating = { OptionSelected: 9, Comment: 'Quick', SystemIdentifier: 'N/A -3', ResponseTypeID: 1 };
const signedIn = () => fakeAuth({}).port;

/** What a rating's post settled with, as the widget tells its host (fg-failed), or 'stored'. */
const outcome = (client: RequestClient): Promise<Failure | 'stored'> =>
  postUserResponse(client, rating).then(
    () => 'stored' as const,
    (error: unknown) => toFailure(error),
  );

describe('createPlainClient', () => {
  it('POSTs the rating as JSON to the main API with the headers createApiClient sends, and no token when signed in', async () => {
    const seen: { body: unknown; headers: Record<string, string> }[] = [];
    server.use(
      http.post(PATH, async ({ request }) => {
        seen.push({ body: await request.json(), headers: Object.fromEntries(request.headers) });
        return HttpResponse.json({ UserResponseID: 1 });
      }),
    );
    await expect(outcome(createPlainClient(() => testConfig, signedIn()))).resolves.toBe('stored');
    await expect(outcome(createApiClient({ config: testConfig, auth: signedIn() }))).resolves.toBe('stored');
    const [plain, whole] = seen;
    expect(plain?.body).toEqual(rating);
    expect(plain?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      platformversion: testConfig.platformVersion,
    });
    expect(plain?.headers).not.toHaveProperty('authorization');
    expect(plain?.headers).not.toHaveProperty('roletoken');
    expect(plain).toEqual(whole);
  });

  it('sends a /v5/ path to the web API, as createApiClient does', async () => {
    server.use(http.get(`${TEST_ORIGINS.web}/v5/api/Thing`, () => HttpResponse.json({ ok: true })));
    const client = createPlainClient(() => testConfig, fakeAuth(null).port);
    await expect(client.request({ path: '/v5/api/Thing' })).resolves.toEqual({ ok: true });
  });

  it.each([
    [
      'an IsError answer',
      () => HttpResponse.json({ IsError: true, ErrorDescription: 'Try later' }, { status: 400 }),
      400,
    ],
    [
      'a server failure with IsError',
      () => HttpResponse.json({ IsError: true, ErrorDescription: 'An error has occurred.' }, { status: 503 }),
      503,
    ],
    ['a server failure without IsError', () => HttpResponse.text('Internal details', { status: 500 }), 500],
    [
      'an HTML page',
      () => HttpResponse.html('<!doctype html><html><body>Bad gateway</body></html>', { status: 502 }),
      502,
    ],
    [
      'a 2xx IsError body, with the status it names',
      () => HttpResponse.json({ IsError: true, ErrorDescription: 'Refused', StatusCode: 409 }),
      409,
    ],
    ['a 2xx IsError body naming no status', () => HttpResponse.json({ IsError: true }), 500],
  ])(
    'fails with createApiClient’s status and the generic text, never the server’s words: %s',
    async (_, answer, status) => {
      server.use(http.post(PATH, answer));
      const failure = { message: 'Oops, something went wrong.', status };
      await expect(outcome(createPlainClient(() => testConfig, fakeAuth(null).port))).resolves.toEqual(
        failure,
      );
      const whole = await outcome(createApiClient({ config: testConfig, auth: fakeAuth(null).port }));
      expect(whole).toMatchObject({ status });
    },
  );

  it('reads a 2xx answer as createApiClient reads a call without a schema: JSON, text, or nothing', async () => {
    const plain = createPlainClient(() => testConfig, fakeAuth(null).port);
    const whole = createApiClient({ config: testConfig, auth: fakeAuth(null).port });
    const call = { path: '/v4/api/UserResponse', method: 'POST' as const, body: rating };
    for (const [answer, data] of [
      [() => HttpResponse.json({ UserResponseID: 4 }), { UserResponseID: 4 }],
      [() => HttpResponse.text('stored'), 'stored'],
      [() => new HttpResponse(null, { status: 204 }), undefined],
    ] as const) {
      server.use(http.post(PATH, answer));
      await expect(plain.request(call)).resolves.toEqual(data);
      await expect(whole.request(call)).resolves.toEqual(data);
    }
  });

  it('fails a rating answered 2xx with text, not JSON, as a parse error (501), through either client', async () => {
    server.use(http.post(PATH, () => HttpResponse.html('<!doctype html><html><body>Welcome</body></html>')));
    const failure = { message: 'Oops, something went wrong.', status: 501 };
    await expect(outcome(createPlainClient(() => testConfig, fakeAuth(null).port))).resolves.toEqual(failure);
    await expect(
      outcome(createApiClient({ config: testConfig, auth: fakeAuth(null).port })),
    ).resolves.toEqual(failure);
  });

  it('no answer at all (network) is 501 with the network text, as createApiClient says it', async () => {
    server.use(http.post(PATH, () => HttpResponse.error()));
    const failure = {
      message: 'We could not reach the server. Please check your connection and try again.',
      status: 501,
    };
    await expect(outcome(createPlainClient(() => testConfig, fakeAuth(null).port))).resolves.toEqual(failure);
    await expect(
      outcome(createApiClient({ config: testConfig, auth: fakeAuth(null).port })),
    ).resolves.toEqual(failure);
  });

  it('reads its settings for each call, waiting for them, and posts to their base', async () => {
    const elsewhere = { ...testConfig, mainApiBase: 'https://elsewhere.example.co.za' };
    const reads = [
      Promise.resolve(testConfig),
      Promise.reject(new Error('chunk failed')),
      Promise.resolve(elsewhere),
    ];
    reads[1]?.catch(() => undefined);
    server.use(
      http.post(PATH, () => HttpResponse.json({})),
      http.post(`${elsewhere.mainApiBase}/v4/api/UserResponse`, () => HttpResponse.json({ at: 'elsewhere' })),
    );
    const client = createPlainClient(() => reads.shift() ?? testConfig, fakeAuth(null).port);
    await expect(postUserResponse(client, rating)).resolves.toEqual({});
    await expect(postUserResponse(client, rating)).rejects.toThrow('chunk failed');
    await expect(postUserResponse(client, rating)).resolves.toEqual({ at: 'elsewhere' });
  });

  it('times out with the generic text and 504', async () => {
    server.use(
      http.post(PATH, async () => {
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    const client = createPlainClient(() => testConfig, fakeAuth(null).port, 20);
    await expect(outcome(client)).resolves.toEqual({ message: 'Oops, something went wrong.', status: 504 });
  });

  it.each([
    ['a secure call', { path: '/v4/api/Mine', secure: true }],
    ['a multipart call', { path: '/v4/api/Upload', method: 'POST' as const, multipart: true }],
    ['a form-encoded body', { path: '/v4/api/Form', method: 'POST' as const, body: new URLSearchParams() }],
    ['a query', { path: '/v4/api/Find', query: { q: 'a' } }],
    ['a party path', { path: '/v4/api/[partyId]', party: '1' }],
    ['an absolute URL', { path: 'https://elsewhere.example/v4/api/Thing' }],
    [
      'a call whose answer has a schema to check',
      { path: '/v4/api/Count', schema: z.object({ count: z.number() }) },
    ],
  ])('refuses %s, sending nothing', async (_, call) => {
    // Any request reaching the network fails the test (onUnhandledRequest: 'error').
    const client = createPlainClient(() => testConfig, signedIn());
    await expect(client.request(call)).rejects.toThrow('A plain client cannot make');
  });
});
