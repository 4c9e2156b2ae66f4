import { describe, expect, it } from 'vitest';
import { webAddress } from './web-address';

describe('webAddress', () => {
  it('keeps http(s) addresses and resolves a site path against the base', () => {
    expect(webAddress('https://cms.example/mdd.pdf')).toBe('https://cms.example/mdd.pdf');
    expect(webAddress('/cms/terms.pdf', 'http://localhost:4173/app')).toBe(
      'http://localhost:4173/cms/terms.pdf',
    );
  });

  it('refuses script, data and unreadable addresses, and nothing', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,x', 'http://[bad', '', null, undefined]) {
      expect(webAddress(value, 'http://localhost/')).toBeUndefined();
    }
  });
});
