import { describe, expect, it } from 'vitest';
import { publicOriginFromEnv, serveModeFromEnv } from './config-from-env';

const REAL_API = {
  FG_API_MAIN: 'https://api.example.co.za',
  FG_API_WEB: 'https://web.example.co.za',
  FG_API_AUTH: 'https://id.example.co.za',
  FG_API_CONTENT: 'https://cms.example.co.za',
};

describe('publicOriginFromEnv', () => {
  it('takes FG_PUBLIC_ORIGIN, else the address the server listens on, localhost for a wildcard', () => {
    expect(publicOriginFromEnv({ FG_PUBLIC_ORIGIN: 'https://portal.fg.example/x', HOST: '10.0.0.1' })).toBe(
      'https://portal.fg.example',
    );
    expect(publicOriginFromEnv({})).toBe('http://localhost:4173');
    expect(publicOriginFromEnv({ HOST: '127.0.0.1', PORT: '4317' })).toBe('http://127.0.0.1:4317');
    expect(publicOriginFromEnv({ HOST: '0.0.0.0', PORT: '80' })).toBe('http://localhost:80');
    expect(publicOriginFromEnv({ HOST: '::1' })).toBe('http://[::1]:4173');
  });
});

describe('serveModeFromEnv', () => {
  it('mounts the sandbox by default, with whatever bases are set', () => {
    expect(serveModeFromEnv({})).toEqual({ sandbox: true, examples: true, accessLog: true, config: {} });
    expect(serveModeFromEnv({ FG_API_MAIN: REAL_API.FG_API_MAIN })).toMatchObject({
      sandbox: true,
      config: { mainApiBase: REAL_API.FG_API_MAIN },
    });
  });

  it('serves the site alone with FG_SANDBOX=off and the four bases', () => {
    expect(serveModeFromEnv({ FG_SANDBOX: 'off', ...REAL_API })).toEqual({
      sandbox: false,
      examples: false,
      accessLog: true,
      config: {
        mainApiBase: REAL_API.FG_API_MAIN,
        webApiBase: REAL_API.FG_API_WEB,
        authBase: REAL_API.FG_API_AUTH,
        contentBase: REAL_API.FG_API_CONTENT,
      },
    });
  });

  it('refuses FG_SANDBOX=off with a base missing, and names it', () => {
    expect(serveModeFromEnv({ FG_SANDBOX: 'off', ...REAL_API, FG_API_AUTH: '' })).toEqual({
      error: 'FG_SANDBOX=off serves the site alone: set FG_API_AUTH to the real API.',
    });
  });

  it('serves the examples with the sandbox only, unless FG_EXAMPLES says otherwise', () => {
    expect(serveModeFromEnv({ FG_SANDBOX: 'off', ...REAL_API })).toMatchObject({ examples: false });
    expect(serveModeFromEnv({ FG_SANDBOX: 'off', FG_EXAMPLES: 'on', ...REAL_API })).toMatchObject({
      examples: true,
    });
    expect(serveModeFromEnv({ FG_EXAMPLES: '0' })).toMatchObject({ sandbox: true, examples: false });
  });

  it('turns the access log off with FG_ACCESS_LOG=off (or 0), and refuses a flag it cannot read', () => {
    expect(serveModeFromEnv({ FG_ACCESS_LOG: 'off' })).toMatchObject({ accessLog: false });
    expect(serveModeFromEnv({ FG_ACCESS_LOG: '0' })).toMatchObject({ accessLog: false });
    expect(serveModeFromEnv({ FG_ACCESS_LOG: 'quiet' })).toEqual({
      error: 'FG_ACCESS_LOG must be on or off (1/0, true/false, yes/no).',
    });
  });
});
