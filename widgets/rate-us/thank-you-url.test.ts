import { describe, expect, it } from 'vitest';
import { HOSTILE_ADDRESSES } from '../../src/domain/test/hostile-addresses';
import { safeThankYouUrl } from './thank-you-url';

describe('safeThankYouUrl', () => {
  it('resolves a site path or keeps an http(s) address', () => {
    expect(safeThankYouUrl('/thanks.html', 'https://host.example/page')).toBe(
      'https://host.example/thanks.html',
    );
    expect(safeThankYouUrl(' https://host.example/t ', 'https://host.example/')).toBe(
      'https://host.example/t',
    );
  });

  it('refuses javascript:, data:, vbscript: however spelt', () => {
    for (const address of HOSTILE_ADDRESSES)
      expect(safeThankYouUrl(address, 'https://host.example/')).toBeUndefined();
  });
});
