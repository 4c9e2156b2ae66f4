import { describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../fixtures/ids';
import { testSandbox } from '../testing/api-client';

const categories = '/v3/api/NebulaDashboard/Categories';

describe('test controls', () => {
  it('injects a status fault for the next N matching calls, then lets calls through', async () => {
    const { api } = testSandbox();
    const token = await api.tokenOf(THANDI_USERNAME);
    const added = await api.post('/__sandbox/faults', {
      json: { path: '/v3/api/NebulaDashboard/*', status: 500, times: 2 },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: expect.any(Number), remaining: 2 });
    for (let call = 0; call < 2; call++) {
      const failed = await api.get(categories, { token });
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({
        IsError: true,
        ErrorDescription: 'An error has occurred.',
        StatusCode: 500,
      });
    }
    expect((await api.get(categories, { token })).status).toBe(200);
    expect((await api.get<unknown[]>('/__sandbox/faults')).body).toEqual([]);
  });

  it('answers with an HTML page, malformed JSON or a given body', async () => {
    const { api } = testSandbox();
    await api.post('/__sandbox/faults', {
      json: { path: '/v5/api/Lookups/SourceOfFunds', html: true, status: 503 },
    });
    const html = await api.get('/v5/api/Lookups/SourceOfFunds');
    expect(html.status).toBe(503);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.text).toContain('<html>');

    await api.call('DELETE', '/__sandbox/faults');
    await api.post('/__sandbox/faults', {
      json: { path: '/v5/api/Lookups/SourceOfFunds', malformedJson: true },
    });
    const malformed = await api.get('/v5/api/Lookups/SourceOfFunds');
    expect(malformed.status).toBe(200);
    expect(malformed.headers.get('content-type')).toContain('application/json');
    expect(() => JSON.parse(malformed.text)).toThrow();

    await api.call('DELETE', '/__sandbox/faults');
    await api.post('/__sandbox/faults', {
      json: {
        path: '/v5/api/Lookups/SourceOfFunds',
        status: 400,
        body: { IsError: true, ErrorDescription: 'Failed', StatusCode: 400 },
      },
    });
    expect((await api.get('/v5/api/Lookups/SourceOfFunds')).body).toEqual({
      IsError: true,
      ErrorDescription: 'Failed',
      StatusCode: 400,
    });
  });

  it('matches by method and by regular expression, case-insensitively', async () => {
    const { api } = testSandbox();
    await api.post('/__sandbox/faults', {
      json: { method: 'post', path: '^/v4/api/userresponse$', status: 502 },
    });
    expect((await api.get('/v4/api/UserResponse')).status).toBe(404);
    expect((await api.post('/v4/api/UserResponse', { json: {} })).status).toBe(502);
    expect((await api.post('/__sandbox/faults', { json: { path: '^(' } })).status).toBe(400);
  });

  it('delays a call and then lets it through', async () => {
    const { api } = testSandbox();
    await api.post('/__sandbox/faults', { json: { path: '/v5/api/countries', delayMs: 120, times: 1 } });
    const started = performance.now();
    const delayed = await api.get('/v5/api/countries');
    expect(delayed.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('drops the connection: the app fetch rejects with a TypeError', async () => {
    const { sandbox } = testSandbox();
    sandbox.injectFault({ path: '/v5/api/countries', dropConnection: true });
    await expect(sandbox.app.fetch(new Request('http://localhost/v5/api/countries'))).rejects.toBeInstanceOf(
      TypeError,
    );
  });

  it('lists what was received and the recorded store collections', async () => {
    const { api } = testSandbox();
    await api.post('/v4/api/UserResponse', {
      json: { OptionSelected: 7, Comment: '', SystemIdentifier: 'N/A -3', ResponseTypeID: 1 },
      headers: { PlatformVersion: '1.0.870' },
    });
    const received = await api.get<
      { method: string; path: string; body: unknown; headers: Record<string, string>; time: string }[]
    >('/__sandbox/received?path=/v4/api/*');
    expect(received.body).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v4/api/UserResponse',
        body: expect.objectContaining({ OptionSelected: 7 }),
        headers: expect.objectContaining({ platformversion: '1.0.870' }),
        time: expect.any(String),
      }),
    ]);
    expect((await api.get<unknown[]>('/__sandbox/store/ratings')).body).toHaveLength(1);
    expect((await api.get<unknown[]>('/__sandbox/store/users')).body).toHaveLength(3);
    expect((await api.get('/__sandbox/store/spaceships')).status).toBe(404);
  });

  it('resets data, faults and the received log to the seed', async () => {
    const { api } = testSandbox();
    await api.post('/v3/api/SignUp/ContactMe', { json: { ContactNo: '0825550143' } });
    await api.post('/__sandbox/faults', { json: { path: '/nowhere', status: 500 } });
    expect((await api.post('/__sandbox/reset')).status).toBe(200);
    expect((await api.get<unknown[]>('/__sandbox/store/contactRequests')).body).toEqual([]);
    expect((await api.get<unknown[]>('/__sandbox/faults')).body).toEqual([]);
    expect((await api.get<unknown[]>('/__sandbox/received')).body).toEqual([]);
  });

  it('clears the throttles’ counts and keeps the data', async () => {
    const { api } = testSandbox();
    const contact = () => api.post('/v3/api/SignUp/ContactMe', { json: { ContactNo: '0825550143' } });
    for (let n = 0; n < 5; n++) await contact();
    expect((await contact()).status).toBe(429);
    expect((await api.call('DELETE', '/__sandbox/throttles')).body).toEqual({ cleared: true });
    expect((await contact()).status).toBe(200);
    expect((await api.get<unknown[]>('/__sandbox/store/contactRequests')).body).toHaveLength(6);
  });

  it('does not exist without testControls, and faults never touch /__sandbox', async () => {
    const off = testSandbox({ testControls: false });
    expect((await off.api.post('/__sandbox/reset')).status).toBe(404);
    const { api } = testSandbox();
    await api.post('/__sandbox/faults', { json: { path: '/**', status: 500 } });
    expect((await api.get('/__sandbox/faults')).status).toBe(200);
    expect((await api.get('/v5/api/countries')).status).toBe(500);
  });
});

describe('latency', () => {
  it('delays API calls but not the controls', async () => {
    // A latency far above what an in-process call takes, even paused by a busy machine: a delayed
    // control would take all of it, an undelayed one a small part.
    const latencyMs = 1000;
    const { api } = testSandbox({ latencyMs });
    const started = performance.now();
    const delayed = api.get('/v5/api/countries');
    expect((await api.get('/__sandbox/faults')).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(latencyMs / 2);
    expect((await delayed).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(latencyMs - 10);
  });
});
