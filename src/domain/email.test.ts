import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'thandi@example.co.za',
    'Thandi.Nkosi@Example.CO.ZA',
    'first+tag@mail.example.com',
    "o'neil@example.org",
    'a_b-c@sub-domain.example.africa',
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'thandi@',
    'thandi@example',
    'thandi@example.c',
    'thandi@@example.com',
    'thandi nkosi@example.com',
    ' thandi@example.com',
    '.thandi@example.com',
    'thandi.@example.com',
    'than..di@example.com',
    'thandi@-example.com',
    'thandi@example..com',
    'thandi@example.123',
  ])('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });
});
