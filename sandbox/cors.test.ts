import { describe, expect, it } from 'vitest';
import { REQUEST_HEADER_NAMES } from '../src/api/client';
import { createSandbox, SANDBOX_PATH } from './app';

const { app } = createSandbox({ latencyMs: 0, logRequests: false });

describe('sandbox CORS', () => {
  it('lets a page on another origin send every header the client sends', async () => {
    const response = await app.request('/v4/api/UserResponse', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://marketing.example.co.za',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': REQUEST_HEADER_NAMES.join(','),
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://marketing.example.co.za');
    const allowed = (response.headers.get('Access-Control-Allow-Headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());
    for (const name of REQUEST_HEADER_NAMES) expect(allowed).toContain(name.toLowerCase());
  });

  it('lets another origin revoke a token as it asks for one, and read Retry-After', async () => {
    for (const path of ['/auth/connect/token', '/auth/connect/revocation']) {
      const response = await app.request(path, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://marketing.example.co.za',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://marketing.example.co.za');
      expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    }
    const throttled = await app.request('/auth/connect/token', {
      method: 'POST',
      headers: { Origin: 'https://marketing.example.co.za' },
    });
    expect(throttled.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
  });
});

describe('SANDBOX_PATH', () => {
  it.each(['/v3/api/x', '/V5/API/Lookups', '/auth/connect/token', '/cms/x', '/__sandbox/reset'])(
    'hands %s to the sandbox',
    (path) => expect(SANDBOX_PATH.test(path)).toBe(true),
  );
  it.each(['/', '/app/customer/dashboard', '/widgets/fg-rate-us.js', '/authors', '/assets/v3.js'])(
    'leaves %s to the site',
    (path) => expect(SANDBOX_PATH.test(path)).toBe(false),
  );
});
