import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { accessLog, errorLine } from './logging';

function loggedApp() {
  const lines: string[] = [];
  const app = new Hono();
  app.use(
    '*',
    accessLog((line) => lines.push(line)),
  );
  app.get('/ok', (c) => c.text('ok'));
  app.post('/v4/api/UserResponse', (c) => c.json({}, 201));
  return { app, lines };
}

describe('accessLog', () => {
  it('writes one JSON line per request: time, method, path, status and milliseconds', async () => {
    const { app, lines } = loggedApp();
    await app.request('/ok');
    await app.request('/v4/api/UserResponse', { method: 'POST' });
    await app.request('/missing');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { time: expect.any(String), method: 'GET', path: '/ok', status: 200, ms: expect.any(Number) },
      {
        time: expect.any(String),
        method: 'POST',
        path: '/v4/api/UserResponse',
        status: 201,
        ms: expect.any(Number),
      },
      { time: expect.any(String), method: 'GET', path: '/missing', status: 404, ms: expect.any(Number) },
    ]);
    expect(new Date(JSON.parse(lines[0] ?? '').time).getTime()).toBeGreaterThan(0);
  });

  it('never logs the query string, a header or the body', async () => {
    const { app, lines } = loggedApp();
    await app.request('/ok?u=dQ&t=RESET-TOKEN', {
      headers: { Authorization: 'Bearer ACCESS-TOKEN', Cookie: 'session=COOKIE' },
    });
    await app.request('/v4/api/UserResponse?x=QUERY', { method: 'POST', body: '{"Password":"BODY"}' });
    const text = lines.join('\n');
    for (const secret of ['RESET-TOKEN', 'ACCESS-TOKEN', 'COOKIE', 'QUERY', 'BODY', '?']) {
      expect(text).not.toContain(secret);
    }
    expect(JSON.parse(lines[0] ?? '').path).toBe('/ok');
  });

  it('cuts a very long path short', async () => {
    const { app, lines } = loggedApp();
    await app.request(`/${'a'.repeat(5000)}`);
    expect(JSON.parse(lines[0] ?? '').path).toHaveLength(513);
  });
});

describe('errorLine', () => {
  it('is one JSON line with the stack, and the request when there is one', () => {
    const error = new Error('disk on fire');
    expect(JSON.parse(errorLine(error))).toEqual({
      time: expect.any(String),
      level: 'error',
      error: expect.stringContaining('Error: disk on fire'),
    });
    expect(errorLine(error)).not.toContain('\n');
  });
});
