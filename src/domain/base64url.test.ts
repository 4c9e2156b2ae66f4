import { describe, expect, it } from 'vitest';
import { decodeBase64Url } from './base64url';

const encode = (text: string) =>
  Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('decodeBase64Url', () => {
  it('decodes base64url with or without padding', () => {
    expect(decodeBase64Url(encode('thandi@example.co.za'))).toBe('thandi@example.co.za');
    expect(decodeBase64Url('YQ==')).toBe('a');
    expect(decodeBase64Url('YQ')).toBe('a');
  });

  it('decodes the url-safe alphabet and UTF-8', () => {
    const text = 'Zoë ~~~ ???';
    expect(encode(text)).toMatch(/[-_]/);
    expect(decodeBase64Url(encode(text))).toBe(text);
  });

  it.each(['', 'a', 'not base64!', 'ab+c', 'ab/c', '//8'])('gives undefined for %j', (value) => {
    expect(decodeBase64Url(value)).toBeUndefined();
  });

  it('gives undefined for a missing value', () => {
    expect(decodeBase64Url(null)).toBeUndefined();
    expect(decodeBase64Url(undefined)).toBeUndefined();
  });
});
