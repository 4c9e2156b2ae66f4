import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { REQUEST_TIMEOUT_MS } from '../config';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { fakeAuth, TEST_ORIGINS, testConfig } from './test/test-support';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const { main, web, auth, content } = TEST_ORIGINS;

function tokenEndpoint(counter: { calls: number; bodies: URLSearchParams[] }, ok = true) {
  return http.post(`${auth}/connect/token`, async ({ request }) => {
    counter.calls += 1;
    counter.bodies.push(new URLSearchParams(await request.text()));
    await delay(20);
    return ok
      ? HttpResponse.json({ access_token: `access-${counter.calls + 1}`, refresh_token: 'refresh-2' })
      : HttpResponse.json(
          { IsError: true, ErrorDescription: 'Invalid refresh token', StatusCode: 400 },
          { status: 400 },
        );
  });
}

/** A token endpoint that counts refreshes, and main-API calls that keep the last bearer sent. */
function refreshAndRecordBearer() {
  const refreshes = { calls: 0, bodies: [] as URLSearchParams[] };
  const sent = { bearer: '' };
  server.use(
    tokenEndpoint(refreshes),
    http.get(`${main}/*`, ({ request }) => {
      sent.bearer = request.headers.get('authorization') ?? '';
      return HttpResponse.json({});
    }),
  );
  return { refreshes, sent };
}

function expired() {
  return fakeAuth({ expiresAt: Date.now() - 1000 });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('request targets', () => {
  it('sends v3/v4 paths to the main API and v5 paths (either case) to the web API', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${main}/*`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ ok: true });
      }),
      http.get(`${web}/*`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ ok: true });
      }),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth(null).port });
    await client.request({ path: '/v3/api/banks/all' });
    await client.request({ path: '/v5/api/Lookups/Countries' });
    await client.request({ path: '/V5/api/countries' });
    expect(seen).toEqual([
      `${main}/v3/api/banks/all`,
      `${web}/v5/api/Lookups/Countries`,
      `${web}/V5/api/countries`,
    ]);
  });

  it('uses the content base when asked and leaves absolute URLs alone', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${content}/*`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({});
      }),
      http.get('https://elsewhere.example/*', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({});
      }),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth(null).port });
    await client.request({ path: '/api/document-downloads-collections/35/', base: 'content' });
    await client.request({ path: 'https://elsewhere.example/data.json' });
    expect(seen).toEqual([
      `${content}/api/document-downloads-collections/35/`,
      'https://elsewhere.example/data.json',
    ]);
  });

  it('replaces every [partyId] with the party the seam handed the call and appends the query', async () => {
    let url = '';
    server.use(
      http.get(`${main}/*`, ({ request }) => {
        url = request.url;
        return HttpResponse.json([]);
      }),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth({ partyId: '777' }).port });
    await client.request({
      path: '/v4/api/parties/[partyId]/bankdetails/latest',
      party: '777',
      secure: true,
      query: { masked: true, skipped: undefined },
    });
    expect(url).toBe(`${main}/v4/api/parties/777/bankdetails/latest?masked=true`);
  });

  it('refuses a [partyId] path without a party (nobody signed in), without sending it', async () => {
    // Signed in or not, the client never takes the party from the session itself: only from the call.
    for (const auth of [fakeAuth(null).port, fakeAuth({}).port]) {
      const client = createApiClient({ config: testConfig, auth });
      const error = await failure(client.request({ path: '/v3/api/Parties/[partyId]' }));
      expect(error.status).toBe(401);
      const empty = await failure(client.request({ path: '/v3/api/Parties/[partyId]', party: '' }));
      expect(empty.status).toBe(401);
    }
  });
});

describe('headers', () => {
  it('sends Accept, Content-Type, Bearer, RoleToken and PlatformVersion on a secure call', async () => {
    let headers = new Headers();
    let body: unknown;
    server.use(
      http.put(`${main}/*`, async ({ request }) => {
        headers = request.headers;
        body = await request.json();
        return HttpResponse.json({ saved: true });
      }),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth({}).port });
    await client.request({
      path: '/v3/api/Parties/[partyId]',
      party: '100234',
      method: 'PUT',
      body: { Firstname: 'Thandi' },
      secure: true,
    });
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer access-1');
    expect(headers.get('roletoken')).toBe('Customer');
    expect(headers.get('platformversion')).toBe('1.0.870');
    expect(body).toEqual({ Firstname: 'Thandi' });
  });

  it('sends no tokens on a call that is not secure, even when signed in', async () => {
    let headers = new Headers();
    server.use(
      http.post(`${main}/*`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth({}).port });
    await client.request({ path: '/v4/api/UserResponse', method: 'POST', body: { OptionSelected: 9 } });
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('roletoken')).toBeNull();
    expect(headers.get('platformversion')).toBe('1.0.870');
  });

  it('never sends tokens to an absolute URL outside the configured API origins', async () => {
    let headers = new Headers();
    server.use(
      http.get('https://attacker.example/*', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth({}).port });
    await client.request({ path: 'https://attacker.example/steal', secure: true });
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('roletoken')).toBeNull();
    expect(headers.get('platformversion')).toBeNull();
  });

  it('sends a multipart body with its boundary and no JSON content type', async () => {
    let contentType = '';
    let fileName = '';
    server.use(
      http.post(`${main}/*`, async ({ request }) => {
        contentType = request.headers.get('content-type') ?? '';
        const form = await request.formData();
        const file = form.get('file');
        fileName = file instanceof File ? file.name : '';
        return HttpResponse.json({ uploaded: 1 });
      }),
    );
    const form = new FormData();
    form.append('file', new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }));
    const client = createApiClient({ config: testConfig, auth: fakeAuth({}).port });
    await client.request({
      path: '/v3/api/Fica/Upload/[partyId]',
      party: '100234',
      method: 'POST',
      body: form,
      multipart: true,
      secure: true,
    });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fileName).toBe('id.pdf');
  });

  it('sends a form body form-encoded, and the Idempotency-Key when the call has one', async () => {
    const seen: { type: string; key: string | null; body: string }[] = [];
    server.use(
      http.post(`${main}/*`, async ({ request }) => {
        seen.push({
          type: request.headers.get('content-type') ?? '',
          key: request.headers.get('idempotency-key'),
          body: await request.text(),
        });
        return HttpResponse.json({ Reference: 'SI1' });
      }),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth({}).port });
    const body = new URLSearchParams({ Amount: '20000', IsDebit: 'false' });
    await client.request({
      path: '/v4/api/buy/SecuredInvestment',
      method: 'POST',
      body,
      idempotencyKey: 'run-7',
    });
    await client.request({ path: '/v4/api/buy/SecuredInvestment', method: 'POST', body });
    expect(seen).toEqual([
      { type: 'application/x-www-form-urlencoded', key: 'run-7', body: 'Amount=20000&IsDebit=false' },
      { type: 'application/x-www-form-urlencoded', key: null, body: 'Amount=20000&IsDebit=false' },
    ]);
  });
});

describe('token refresh', () => {
  it('refreshes an expired token before sending, with the username and refresh token, form-encoded', async () => {
    const { refreshes, sent } = refreshAndRecordBearer();
    const { port, events } = expired();
    const client = createApiClient({ config: testConfig, auth: port });
    await client.request({ path: '/v3/api/NebulaDashboard/Categories', secure: true });
    expect(refreshes.calls).toBe(1);
    expect(Object.fromEntries(refreshes.bodies[0] ?? [])).toEqual({
      client_id: 'fg-portal',
      grant_type: 'refresh_token',
      username: 'thandi@example.co.za',
      refresh_token: 'refresh-1',
    });
    expect(events.refreshed).toEqual([{ accessToken: 'access-2', refreshToken: 'refresh-2' }]);
    expect(sent.bearer).toBe('Bearer access-2');
  });

  it('shares one refresh between ten concurrent calls', async () => {
    const refreshes = { calls: 0, bodies: [] as URLSearchParams[] };
    let apiCalls = 0;
    server.use(
      tokenEndpoint(refreshes),
      http.get(`${main}/*`, () => {
        apiCalls += 1;
        return HttpResponse.json({});
      }),
    );
    const client = createApiClient({ config: testConfig, auth: expired().port });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.request({ path: `/v3/api/item/${i}`, secure: true })),
    );
    expect(refreshes.calls).toBe(1);
    expect(apiCalls).toBe(10);
  });

  it('shares one refresh between the clients of two widgets over the same session', async () => {
    const refreshes = { calls: 0, bodies: [] as URLSearchParams[] };
    server.use(
      tokenEndpoint(refreshes),
      http.get(`${main}/*`, () => HttpResponse.json({})),
    );
    const { port, events } = expired();
    const reportViewer = createApiClient({ config: testConfig, auth: port });
    const memberChoice = createApiClient({ config: testConfig, auth: port });
    await Promise.all([
      reportViewer.request({ path: '/v5/api/reports/31', base: 'main', secure: true }),
      memberChoice.request({ path: '/v4/api/choices', secure: true }),
    ]);
    expect(refreshes.calls).toBe(1);
    expect(events.refreshFailed).toBe(0);
  });

  it('refreshes under the port’s exclusive turn, and skips the refresh when a sibling tab rotated the token meanwhile', async () => {
    const { refreshes, sent } = refreshAndRecordBearer();
    const { port, events } = expired();
    const turns: string[] = [];
    port.exclusive = async (work) => {
      turns.push('waited');
      // While this tab waited for its turn, a sibling refreshed and announced: the pair was adopted.
      port.tokensRefreshed({ accessToken: 'access-from-sibling', refreshToken: 'refresh-from-sibling' });
      return work();
    };
    const client = createApiClient({ config: testConfig, auth: port });
    await client.request({ path: '/v3/api/NebulaDashboard/Categories', secure: true });
    expect(turns).toEqual(['waited']);
    expect(refreshes.calls).toBe(0);
    expect(sent.bearer).toBe('Bearer access-from-sibling');
    expect(events.refreshFailed).toBe(0);
  });

  it('refreshes under the port’s exclusive turn when nobody else did', async () => {
    const refreshes = { calls: 0, bodies: [] as URLSearchParams[] };
    server.use(
      tokenEndpoint(refreshes),
      http.get(`${main}/*`, () => HttpResponse.json({})),
    );
    const { port } = expired();
    let inside = false;
    port.exclusive = async (work) => {
      inside = true;
      try {
        return await work();
      } finally {
        inside = false;
      }
    };
    const client = createApiClient({ config: testConfig, auth: port });
    await client.request({ path: '/v3/api/x', secure: true });
    expect(refreshes.calls).toBe(1);
    expect(inside).toBe(false);
  });

  it('logs out and sends nothing when the refresh fails', async () => {
    const refreshes = { calls: 0, bodies: [] as URLSearchParams[] };
    let apiCalls = 0;
    server.use(
      tokenEndpoint(refreshes, false),
      http.get(`${main}/*`, () => {
        apiCalls += 1;
        return HttpResponse.json({});
      }),
    );
    const { port, events } = expired();
    const client = createApiClient({ config: testConfig, auth: port });
    const error = await failure(
      client.request({ path: '/v3/api/Parties/[partyId]', party: '100234', secure: true }),
    );
    expect(error.status).toBe(401);
    expect(events.refreshFailed).toBe(1);
    expect(port.current()).toBeNull();
    expect(apiCalls).toBe(0);
  });

  it('answers a 401 by refreshing and retrying exactly once', async () => {
    const refreshes = { calls: 0, bodies: [] as URLSearchParams[] };
    const bearers: string[] = [];
    server.use(
      tokenEndpoint(refreshes),
      http.get(`${main}/*`, ({ request }) => {
        const bearer = request.headers.get('authorization') ?? '';
        bearers.push(bearer);
        return bearer === 'Bearer access-1'
          ? HttpResponse.json(
              { IsError: true, ErrorDescription: 'Token expired', StatusCode: 401 },
              { status: 401 },
            )
          : HttpResponse.json({ Balance: 1250.5 });
      }),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth({}).port });
    const data = await client.request({
      path: '/v3/api/NebulaDashboard/[partyId]/groupbalance/1',
      party: '100234',
      secure: true,
    });
    expect(data).toEqual({ Balance: 1250.5 });
    expect(bearers).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(refreshes.calls).toBe(1);
  });

  it('gives up after one retry when the API keeps answering 401', async () => {
    const refreshes = { calls: 0, bodies: [] as URLSearchParams[] };
    let apiCalls = 0;
    server.use(
      tokenEndpoint(refreshes),
      http.get(`${main}/*`, () => {
        apiCalls += 1;
        return HttpResponse.json(
          { IsError: true, ErrorDescription: 'Denied', StatusCode: 401 },
          { status: 401 },
        );
      }),
    );
    const client = createApiClient({ config: testConfig, auth: fakeAuth({}).port });
    const error = await failure(client.request({ path: '/v3/api/x', secure: true }));
    expect(error).toMatchObject({ status: 401, message: 'Denied' });
    expect(apiCalls).toBe(2);
    expect(refreshes.calls).toBe(1);
  });
});

describe('error catalogue (spec §8)', () => {
  const client = () => createApiClient({ config: testConfig, auth: fakeAuth(null).port, timeoutMs: 50 });

  it('times out after the configured time with 504 and the generic text; the default is 60 s', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    server.use(
      http.get(`${main}/*`, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const error = await failure(client().request({ path: '/v3/api/slow' }));
    expect(error).toMatchObject({ status: 504, message: 'Oops, something went wrong.', isError: true });
  });

  it('turns a network failure into 501', async () => {
    server.use(http.get(`${main}/*`, () => HttpResponse.error()));
    const error = await failure(client().request({ path: '/v3/api/down' }));
    expect(error.status).toBe(501);
  });

  it('turns an unparsable success body into 501', async () => {
    server.use(http.get(`${main}/*`, () => new HttpResponse('{"Balance": 12', { status: 200 })));
    const error = await failure(
      client().request({ path: '/v3/api/x', schema: z.object({ Balance: z.number() }) }),
    );
    expect(error.status).toBe(501);
  });

  it('turns a body that breaks its schema into 501', async () => {
    server.use(http.get(`${main}/*`, () => HttpResponse.json({ Balance: 'lots' })));
    const error = await failure(
      client().request({ path: '/v3/api/x', schema: z.object({ Balance: z.number() }) }),
    );
    expect(error.status).toBe(501);
  });

  it('gives a server failure without IsError the generic text and its status', async () => {
    server.use(http.get(`${main}/*`, () => HttpResponse.json({}, { status: 500 })));
    const error = await failure(client().request({ path: '/v3/api/x' }));
    expect(error).toMatchObject({ status: 500, message: 'Oops, something went wrong.' });
  });

  it('never shows the raw text of a 500 JSON body without IsError', async () => {
    server.use(
      http.get(`${main}/*`, () =>
        HttpResponse.json({ Message: 'Object reference not set to an instance' }, { status: 500 }),
      ),
    );
    const error = await failure(client().request({ path: '/v3/api/x' }));
    expect(error).toMatchObject({ status: 500, message: 'Oops, something went wrong.' });
  });

  it('never shows the raw text of a 500 text body', async () => {
    server.use(http.get(`${main}/*`, () => HttpResponse.text('SqlException: deadlock', { status: 500 })));
    const error = await failure(client().request({ path: '/v3/api/x' }));
    expect(error).toMatchObject({ status: 500, message: 'Oops, something went wrong.' });
  });

  it('marks an object body of status 400 and above as an error with its status', async () => {
    server.use(
      http.get(`${main}/*`, () => HttpResponse.json({ Message: 'Bad branch code' }, { status: 422 })),
    );
    const error = await failure(client().request({ path: '/v3/api/x' }));
    expect(error).toMatchObject({ status: 422, message: 'Bad branch code', isError: true });
  });

  it('hands an IsError body to the failure path even with a 200 status', async () => {
    const body = { IsError: true, ErrorDescription: 'Referral code not found', StatusCode: 404 };
    server.use(http.get(`${main}/*`, () => HttpResponse.json(body)));
    const error = await failure(client().request({ path: '/v3/api/x' }));
    expect(error).toMatchObject({
      status: 404,
      message: 'Referral code not found',
      description: 'Referral code not found',
    });
    expect(error.body).toEqual(body);
  });

  it('replaces a message longer than 100 characters', async () => {
    const long = 'x'.repeat(101);
    server.use(
      http.get(`${main}/*`, () =>
        HttpResponse.json({ IsError: true, ErrorDescription: long }, { status: 400 }),
      ),
    );
    const error = await failure(client().request({ path: '/v3/api/x' }));
    expect(error.message).toBe('Error occurred processing request');
    expect(error.description).toBe(long);
  });

  it('keeps a message of exactly 100 characters', async () => {
    const exact = 'y'.repeat(100);
    server.use(
      http.get(`${main}/*`, () =>
        HttpResponse.json({ IsError: true, ErrorDescription: exact }, { status: 400 }),
      ),
    );
    expect((await failure(client().request({ path: '/v3/api/x' }))).message).toBe(exact);
  });

  it('shows an HTML error page as "Error occurred"', async () => {
    server.use(
      http.get(`${main}/*`, () =>
        HttpResponse.html('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
        }),
      ),
    );
    const error = await failure(client().request({ path: '/v3/api/x' }));
    expect(error).toMatchObject({ status: 502, message: 'Error occurred' });
  });

  it('turns a text body into an error whose description is the text', async () => {
    server.use(http.get(`${main}/*`, () => HttpResponse.text('Branch not found', { status: 404 })));
    const error = await failure(client().request({ path: '/v3/api/x' }));
    expect(error).toMatchObject({
      status: 404,
      message: 'Branch not found',
      description: 'Branch not found',
    });
  });

  it('returns data for a status below 400, parsed by the schema', async () => {
    server.use(http.get(`${main}/*`, () => HttpResponse.json({ Balance: 10, Extra: 'kept out' })));
    const data = await client().request({ path: '/v3/api/x', schema: z.object({ Balance: z.number() }) });
    expect(data).toEqual({ Balance: 10 });
  });
});
