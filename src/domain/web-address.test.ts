import { describe, expect, it } from 'vitest';
import { HOSTILE_ADDRESSES } from './test/hostile-addresses';
import { webAddress } from './web-address';

describe('webAddress', () => {
  it('keeps http(s) addresses and resolves a site path against the base', () => {
    expect(webAddress('https://cms.example/mdd.pdf')).toBe('https://cms.example/mdd.pdf');
    expect(webAddress('HTTPS://cms.example/mdd.pdf', null)).toBe('https://cms.example/mdd.pdf');
    expect(webAddress('/cms/terms.pdf', 'http://localhost:4173/app')).toBe(
      'http://localhost:4173/cms/terms.pdf',
    );
  });

  it('accepts absolute addresses only when the base is null', () => {
    expect(webAddress('/cms/terms.pdf', null)).toBeUndefined();
    expect(webAddress('https://cms.example/a.pdf', null)).toBe('https://cms.example/a.pdf');
  });

  it('refuses script, data, vbscript and file addresses however they are spelt, unreadable ones, and nothing', () => {
    for (const value of [...HOSTILE_ADDRESSES, 'http://[bad', '', null, undefined]) {
      expect(webAddress(value, 'http://localhost/')).toBeUndefined();
      expect(webAddress(value, null)).toBeUndefined();
    }
  });
});
