import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { logIn } from './auth';
import { createApiClient } from './client';
import { fakeAuth, TEST_ORIGINS, testConfig } from './test/test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function throttled(headers: Record<string, string>) {
  server.use(
    http.post(`${TEST_ORIGINS.auth}/connect/token`, () =>
      HttpResponse.json(
        { error: 'too_many_attempts', error_description: 'Too many failed attempts.' },
        { status: 429, headers },
      ),
    ),
  );
}

async function refusedLogin(): Promise<ApiError> {
  const client = createApiClient({ config: testConfig, auth: fakeAuth(null).port });
  const error = await logIn(client, { username: 'thandi@example.co.za', password: 'wrong' }).catch(
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('logIn when throttled (429)', () => {
  it('exposes the Retry-After in seconds and says how long to wait', async () => {
    throttled({ 'Retry-After': '30' });
    expect(await refusedLogin()).toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
      message: 'Too many attempts. Please wait 30 seconds and try again.',
    });
  });

  it('reads a Retry-After of 15 minutes in minutes', async () => {
    throttled({ 'Retry-After': '900' });
    expect((await refusedLogin()).message).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });

  it('falls back to a few minutes without a Retry-After', async () => {
    throttled({});
    expect(await refusedLogin()).toMatchObject({
      status: 429,
      retryAfterSeconds: undefined,
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });
});
