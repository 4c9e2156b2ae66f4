import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { API_PATH } from './api-paths';
import { createServerApp, STRICT_TRANSPORT_SECURITY } from './server-app';

const site = new Hono();
site.get('*', (c) => c.html('<!doctype html><title>portal</title>'));
const api = new Hono();
api.all('*', (c) => c.json({ from: 'sandbox' }));
const sandbox = { fetch: api.fetch, path: API_PATH };

describe('createServerApp', () => {
  it('hands the sandbox its paths and the site everything else', async () => {
    const app = createServerApp({ site, sandbox, publicOrigin: 'http://localhost:4173' });
    expect(await (await app.request('/v4/api/UserResponse')).json()).toEqual({ from: 'sandbox' });
    expect(await (await app.request('/login')).text()).toContain('portal');
    const alone = createServerApp({ site, publicOrigin: 'http://localhost:4173' });
    expect(await (await alone.request('/v4/api/UserResponse')).text()).toContain('portal');
  });

  it('sends Strict-Transport-Security on every answer when the public origin is https, never on http', async () => {
    const secure = createServerApp({ site, sandbox, publicOrigin: 'https://portal.fg.example' });
    for (const path of ['/', '/v4/api/UserResponse']) {
      expect((await secure.request(path)).headers.get('Strict-Transport-Security'), path).toBe(
        STRICT_TRANSPORT_SECURITY,
      );
    }
    const plain = createServerApp({ site, sandbox, publicOrigin: 'http://127.0.0.1:4173' });
    expect((await plain.request('/')).headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('writes an access line for the site and the sandbox alike, and none when the log is off', async () => {
    const lines: string[] = [];
    const app = createServerApp({
      site,
      sandbox,
      publicOrigin: 'http://localhost:4173',
      accessLog: (line) => lines.push(line),
    });
    await app.request('/login?token=SECRET');
    await app.request('/v4/api/UserResponse', { method: 'POST' });
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { method: 'GET', path: '/login', status: 200 },
      { method: 'POST', path: '/v4/api/UserResponse', status: 200 },
    ]);
    expect(lines.join('')).not.toContain('SECRET');
  });
});
