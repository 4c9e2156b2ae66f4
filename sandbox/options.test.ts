import { describe, expect, it } from 'vitest';
import { sandboxOptionsFromEnv } from './options';

describe('sandboxOptionsFromEnv', () => {
  it('defaults to 100 ms latency, 900 s tokens, controls off, logging outside production and test', () => {
    expect(sandboxOptionsFromEnv({})).toEqual({
      latencyMs: 100,
      tokenTtlSeconds: 900,
      testControls: false,
      logRequests: true,
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
    ).toEqual({ latencyMs: 0, tokenTtlSeconds: 60, testControls: true, logRequests: false });
  });

  it('refuses nonsense with a clear message', () => {
    expect(() => sandboxOptionsFromEnv({ SANDBOX_TOKEN_TTL: '0' })).toThrow(/SANDBOX_TOKEN_TTL/);
    expect(() => sandboxOptionsFromEnv({ SANDBOX_LATENCY_MS: 'fast' })).toThrow(/SANDBOX_LATENCY_MS/);
  });
});
