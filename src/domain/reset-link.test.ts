import { describe, expect, it } from 'vitest';
import { readResetLink, withoutResetLink } from './reset-link';

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const link = `?u=${b64('thandi@example.co.za')}&e=${b64('ab12')}&t=${b64('tok-en')}`;

describe('readResetLink', () => {
  it('base64url-decodes u, e and t into the completion fields', () => {
    expect(readResetLink(link)).toEqual({
      Username: 'thandi@example.co.za',
      EmailAddressHash: 'ab12',
      ResetToken: 'tok-en',
    });
  });

  it.each(['u', 'e', 't'])('is undefined when %s is missing', (name) => {
    const params = new URLSearchParams(link);
    params.delete(name);
    expect(readResetLink(params.toString())).toBeUndefined();
  });

  it('is undefined when a parameter does not decode', () => {
    expect(readResetLink(`?u=${b64('x')}&e=${b64('y')}&t=%%%`)).toBeUndefined();
  });

  it('is undefined for blank values', () => {
    expect(readResetLink(`?u=${b64(' ')}&e=${b64('y')}&t=${b64('z')}`)).toBeUndefined();
  });
});

describe('withoutResetLink', () => {
  it('drops u, e and t and keeps the rest', () => {
    expect(withoutResetLink(`${link}&utm=mail`)).toBe('?utm=mail');
    expect(withoutResetLink(link)).toBe('');
  });
});
