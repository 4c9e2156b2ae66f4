import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createApiClient } from './client';
import { type ContactRequest, postContactMe } from './contact';
import { fakeAuth, TEST_ORIGINS, testConfig } from './test/test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('POSTs the contact request as JSON to /v3/api/SignUp/ContactMe without a token', async () => {
  const request: ContactRequest = {
    ContactNo: '082 555 0143',
    EmailAddress: 'thandi@example.co.za',
    FirstName: 'Thandi',
    LastName: 'Mokoena',
    Message: '',
    clientID: '123.456',
    PartyID: '300145',
    Product: 'Unit Trust',
    RecipientDepartment: 'Sales',
  };
  let seen: { body: unknown; authorization: string | null } | null = null;
  server.use(
    http.post(`${TEST_ORIGINS.main}/v3/api/SignUp/ContactMe`, async ({ request: sent }) => {
      seen = { body: await sent.json(), authorization: sent.headers.get('authorization') };
      return HttpResponse.json({ ContactRequestID: 7, Status: 'Received' });
    }),
  );
  const client = createApiClient({ config: testConfig, auth: fakeAuth({}).port });
  await expect(postContactMe(client, request)).resolves.toEqual({ ContactRequestID: 7, Status: 'Received' });
  expect(seen).toEqual({ body: request, authorization: null });
});
