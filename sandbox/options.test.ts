import { describe, expect, it } from 'vitest';
import { sandboxOptionsFromEnv } from './options';

describe('sandboxOptionsFromEnv', () => {
  it('defaults to 100 ms latency, 900 s tokens, controls off, logging outside production and test', () => {
    expect(sandboxOptionsFromEnv({})).toEqual({
      latencyMs: 100,
      tokenTtlSeconds: 900,
      testControls: false,
      logRequests: true,
      publicOrigin: 'http://localhost:4173',
    });
    expect(sandboxOptionsFromEnv({ NODE_ENV: 'production' }).logRequests).toBe(false);
  });

  it('reads the variables', () => {
    expect(
      sandboxOptionsFromEnv({
        SANDBOX_LATENCY_MS: '0',
        SANDBOX_TOKEN_TTL: '60',
        SANDBOX_TEST_CONTROLS: '1',
        SANDBOX_LOG_REQUESTS: 'off',
      }),
    ).toEqual({
      latencyMs: 0,
      tokenTtlSeconds: 60,
      testControls: true,
      logRequests: false,
      publicOrigin: 'http://localhost:4173',
    });
  });

  it('takes the public origin from FG_PUBLIC_ORIGIN, else the address npm start prints for PORT', () => {
    expect(sandboxOptionsFromEnv({ FG_PUBLIC_ORIGIN: 'https://portal.fg.example/app/' }).publicOrigin).toBe(
      'https://portal.fg.example',
    );
    expect(sandboxOptionsFromEnv({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
    // As the e2e server runs: the links name the address the browser uses.
    expect(sandboxOptionsFromEnv({ PORT: '4317', HOST: '127.0.0.1' }).publicOrigin).toBe(
      'http://127.0.0.1:4317',
    );
    expect(sandboxOptionsFromEnv({ HOST: '0.0.0.0' }).publicOrigin).toBe('http://localhost:4173');
    expect(() => sandboxOptionsFromEnv({ FG_PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(
      /FG_PUBLIC_ORIGIN/,
    );
  });

  it('refuses nonsense with a clear message', () => {
    expect(() => sandboxOptionsFromEnv({ SANDBOX_TOKEN_TTL: '0' })).toThrow(/SANDBOX_TOKEN_TTL/);
    expect(() => sandboxOptionsFromEnv({ SANDBOX_LATENCY_MS: 'fast' })).toThrow(/SANDBOX_LATENCY_MS/);
  });
});
