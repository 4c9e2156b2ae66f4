import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeXhr, installFakeXhr } from '../test/fake-xhr';
import { ApiError, CLIENT_STATUS, ERROR_TEXT } from './api-error';
import { createApiClient } from './client';
import type { SendOptions } from './http';
import { fakeAuth, TEST_ORIGINS, testConfig } from './test/test-support';
import { throttleAware } from './too-many-attempts';
import { uploadTransport } from './upload-transport';

// Node has no XMLHttpRequest: each test installs FakeXhr on globalThis and puts the real one (none) back.
let made: FakeXhr[];
beforeEach(() => {
  made = installFakeXhr();
});
afterEach(() => vi.unstubAllGlobals());

const UPLOAD_URL = `${TEST_ORIGINS.main}/v3/api/Fica/Upload/100234`;

function options(overrides: Partial<SendOptions> = {}): SendOptions {
  const body = new FormData();
  body.append('DocumentType', 'Bank Statement');
  return {
    url: UPLOAD_URL,
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: 'Bearer access-1' },
    body,
    timeoutMs: 30_000,
    ...overrides,
  };
}

/** The one request made so far. */
function only(): FakeXhr {
  expect(made).toHaveLength(1);
  const [xhr] = made;
  if (!xhr) throw new Error('no request was made');
  return xhr;
}

/** Settles `promise` into what it resolved or rejected with, for asserting either. */
const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('uploadTransport', () => {
  it('opens the request, sets every header, the timeout and no credentials, and sends the body', async () => {
    const sending = options();
    const exchange = uploadTransport(() => undefined)(sending);
    const xhr = only();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer access-1' });
    expect(xhr.timeout).toBe(30_000);
    expect(xhr.withCredentials).toBe(false);
    expect(xhr.sent).toBe(true);
    expect(xhr.body).toBe(sending.body);
    xhr.respond(200, '[]');
    await exchange;
  });

  it('sends null when there is no body', async () => {
    const exchange = uploadTransport(() => undefined)(options({ body: undefined }));
    expect(only().body).toBeNull();
    only().respond(200, '');
    await exchange;
  });

  it('reports the upload progress only when its length is known', async () => {
    const progress: [number, number][] = [];
    const exchange = uploadTransport((sent, total) => progress.push([sent, total]))(options());
    const xhr = only();
    xhr.progress(0, 0, false);
    xhr.progress(512, 2048);
    xhr.progress(1024, 0, false);
    xhr.progress(2048, 2048);
    expect(progress).toEqual([
      [512, 2048],
      [2048, 2048],
    ]);
    xhr.respond(200, '[]');
    await exchange;
  });

  it.each([
    ['a JSON body as JSON', 200, '[{"FileID":7}]', [{ FileID: 7 }]],
    ['a text body as text', 200, 'Received', 'Received'],
    ['an empty body as nothing', 204, '', undefined],
    ['an error status with its body, without throwing', 400, '{"IsError":true}', { IsError: true }],
  ])('resolves with the status and %s', async (_case, status, text, body) => {
    const exchange = uploadTransport(() => undefined)(options());
    only().respond(status, text);
    await expect(exchange).resolves.toMatchObject({ status, body });
  });

  it('passes on the Retry-After of a throttled answer, so its wait can be said in words', async () => {
    const exchange = settled(throttleAware(uploadTransport(() => undefined))(options()));
    only().respond(429, '{"IsError":true}', { 'Retry-After': '7200' });
    const { error } = (await exchange) as { error: unknown };
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 7200,
      message: 'Too many attempts. Please wait 2 hours and try again.',
    });
  });

  it('rejects a network failure with the network ApiError', async () => {
    const exchange = settled(uploadTransport(() => undefined)(options()));
    only().fail();
    const { error } = (await exchange) as { error: unknown };
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: CLIENT_STATUS.network, message: ERROR_TEXT.network });
  });

  it('rejects a timeout with the timeout ApiError', async () => {
    const exchange = settled(uploadTransport(() => undefined)(options()));
    only().expire();
    const { error } = (await exchange) as { error: unknown };
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: CLIENT_STATUS.timeout, message: ERROR_TEXT.generic });
  });

  it('aborts the request when the signal aborts, and rejects with an ApiError', async () => {
    const controller = new AbortController();
    const exchange = settled(uploadTransport(() => undefined)(options({ signal: controller.signal })));
    const xhr = only();
    expect(xhr.aborts).toBe(0);
    controller.abort();
    expect(xhr.aborts).toBe(1);
    const { error } = (await exchange) as { error: unknown };
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: CLIENT_STATUS.unhandled });
  });

  it('never sends when the signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { error } = (await settled(
      uploadTransport(() => undefined)(options({ signal: controller.signal })),
    )) as { error: unknown };
    expect(error).toBeInstanceOf(ApiError);
    expect(only().sent).toBe(false);
  });

  it('stops listening to the signal once answered or failed', async () => {
    const answered = new AbortController();
    const first = uploadTransport(() => undefined)(options({ signal: answered.signal }));
    made[0]?.respond(200, '[]');
    await first;
    answered.abort();
    expect(made[0]?.aborts).toBe(0);

    const failed = new AbortController();
    const second = settled(uploadTransport(() => undefined)(options({ signal: failed.signal })));
    made[1]?.fail();
    await second;
    failed.abort();
    expect(made[1]?.aborts).toBe(0);
  });
});

describe('uploadTransport through the API client', () => {
  it('carries the tokens and leaves Content-Type to the browser for a multipart body', async () => {
    const client = createApiClient({ config: testConfig, auth: fakeAuth({}).port });
    const body = new FormData();
    body.append('DocumentType', 'Identity Document');
    const progress: number[] = [];
    const request = client.request({
      path: '/v3/api/Fica/Upload/[partyId]',
      party: '100234',
      method: 'POST',
      secure: true,
      multipart: true,
      body,
      transport: uploadTransport((sent) => progress.push(sent)),
    });
    await vi.waitFor(() => expect(made).toHaveLength(1));
    const xhr = only();
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(xhr.body).toBe(body);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer access-1', RoleToken: 'Customer' });
    expect(Object.keys(xhr.headers)).not.toContain('Content-Type');
    xhr.progress(10, 10);
    xhr.respond(200, '[{"FileID":1}]');
    await expect(request).resolves.toEqual([{ FileID: 1 }]);
    expect(progress).toEqual([10]);
  });

  it('turns an error answer into the ApiError with the server’s message', async () => {
    const client = createApiClient({ config: testConfig, auth: fakeAuth({}).port });
    const request = settled(
      client.request({
        path: '/v3/api/Fica/Upload/[partyId]',
        party: '100234',
        method: 'POST',
        secure: true,
        multipart: true,
        body: new FormData(),
        transport: uploadTransport(() => undefined),
      }),
    );
    await vi.waitFor(() => expect(made).toHaveLength(1));
    only().respond(
      400,
      JSON.stringify({
        IsError: true,
        ErrorDescription: 'x.pdf: files may be at most 10 MB.',
        StatusCode: 400,
      }),
    );
    const { error } = (await request) as { error: unknown };
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'x.pdf: files may be at most 10 MB.' });
  });
});
