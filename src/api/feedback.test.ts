import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { postUserResponse, type Rating } from './feedback';
import { fakeAuth, TEST_ORIGINS, testConfig } from './test/test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rating: Rating = {
  OptionSelected: 8,
  Comment: 'Helpful',
  SystemIdentifier: 'N/A -4',
  ResponseTypeID: 1,
};

describe('postUserResponse', () => {
  it('POSTs the rating as JSON to the main API without a token, even when signed in', async () => {
    let seen: { body: unknown; authorization: string | null; roleToken: string | null } | null = null;
    server.use(
      http.post(`${TEST_ORIGINS.main}/v4/api/UserResponse`, async ({ request }) => {
        seen = {
          body: await request.json(),
          authorization: request.headers.get('authorization'),
          roleToken: request.headers.get('roletoken'),
        };
        return HttpResponse.json({ UserResponseID: 1 });
      }),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth({}).port });
    await expect(postUserResponse(client, rating)).resolves.toEqual({ UserResponseID: 1 });
    expect(seen).toEqual({ body: rating, authorization: null, roleToken: null });
  });

  it('accepts an empty success body', async () => {
    server.use(
      http.post(`${TEST_ORIGINS.main}/v4/api/UserResponse`, () => new HttpResponse(null, { status: 204 })),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth(null).port });
    await expect(postUserResponse(client, rating)).resolves.toBeUndefined();
  });

  it('fails with an ApiError on a server error', async () => {
    server.use(
      http.post(`${TEST_ORIGINS.main}/v4/api/UserResponse`, () =>
        HttpResponse.json({ IsError: true, ErrorDescription: 'Down', StatusCode: 500 }, { status: 500 }),
      ),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth(null).port });
    const error = await postUserResponse(client, rating).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Down' });
  });
});
