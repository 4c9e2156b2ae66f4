import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { TEST_ORIGINS, testConfig } from './test/test-support';
import { requestToken } from './token';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('posts the password grant form-encoded to the token endpoint', async () => {
  let form: Record<string, string> = {};
  let contentType = '';
  server.use(
    http.post(`${TEST_ORIGINS.auth}/connect/token`, async ({ request }) => {
      contentType = request.headers.get('content-type') ?? '';
      form = Object.fromEntries(new URLSearchParams(await request.text()));
      return HttpResponse.json({ access_token: 'a', refresh_token: 'r', IsError: false, StatusCode: 200 });
    }),
  );
  const tokens = await requestToken(testConfig, {
    grant_type: 'password',
    username: 'thandi@example.co.za',
    password: 'Sandbox#2026',
  });
  expect(tokens).toEqual({ accessToken: 'a', refreshToken: 'r' });
  expect(contentType).toBe('application/x-www-form-urlencoded');
  expect(form).toEqual({
    client_id: 'fg-portal',
    grant_type: 'password',
    username: 'thandi@example.co.za',
    password: 'Sandbox#2026',
  });
});

it('fails with the server description and status for a wrong password', async () => {
  server.use(
    http.post(`${TEST_ORIGINS.auth}/connect/token`, () =>
      HttpResponse.json(
        {
          error: 'invalid_grant',
          IsError: true,
          ErrorDescription: 'The user name or password is incorrect.',
          StatusCode: 401,
        },
        { status: 401 },
      ),
    ),
  );
  const error = await requestToken(testConfig, {
    grant_type: 'password',
    username: 'x@y.co.za',
    password: 'nope',
  }).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 401, message: 'The user name or password is incorrect.' });
});

it('rejects a token response without tokens as a parse failure', async () => {
  server.use(http.post(`${TEST_ORIGINS.auth}/connect/token`, () => HttpResponse.json({ access_token: '' })));
  const error = await requestToken(testConfig, {
    grant_type: 'refresh_token',
    username: 'x@y.co.za',
    refresh_token: 'r',
  }).catch((reason: unknown) => reason);
  expect(error).toMatchObject({ status: 501 });
});

it('answers a throttled (429) grant with an error that leaves no raw text on screen', async () => {
  server.use(
    http.post(`${TEST_ORIGINS.auth}/connect/token`, () =>
      HttpResponse.json(
        { error: 'too_many_attempts', error_description: 'too_many_attempts' },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    ),
  );
  const error = await requestToken(testConfig, {
    grant_type: 'refresh_token',
    username: 'x@y.co.za',
    refresh_token: 'r',
  }).catch((reason: unknown) => reason);
  expect(error).toMatchObject({ status: 429 });
});
