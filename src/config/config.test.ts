import { describe, expect, it } from 'vitest';
import {
  apiOrigins,
  createConfig,
  PLATFORM_VERSION,
  platformVersionHeader,
  REQUEST_TIMEOUT_MS,
} from './config';

describe('config', () => {
  it('sends the platform version as major.minor.version: 1.0.870', () => {
    expect(PLATFORM_VERSION).toEqual({ majorMinor: '1.0', version: 870 });
    expect(platformVersionHeader).toBe('1.0.870');
    expect(createConfig('http://localhost:4173').platformVersion).toBe('1.0.870');
  });

  it('times requests out after 60 seconds', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('overrides field by field, trims trailing slashes and ignores undefined', () => {
    const config = createConfig('http://localhost:4173', {
      webApiBase: 'https://web.example.co.za/',
      mainApiBase: undefined,
    });
    expect(config.mainApiBase).toBe('http://localhost:4173');
    expect(config.webApiBase).toBe('https://web.example.co.za');
  });

  it('rejects a base that is not http(s)', () => {
    expect(() =>
      createConfig('http://localhost:4173', { mainApiBase: 'ftp://files.example.co.za' }),
    ).toThrow();
  });

  it('lists the distinct API origins that may receive tokens', () => {
    const config = createConfig('http://localhost:4173', { contentBase: 'https://cms.example.co.za/api' });
    expect([...apiOrigins(config)].sort()).toEqual(['http://localhost:4173', 'https://cms.example.co.za']);
  });
});
