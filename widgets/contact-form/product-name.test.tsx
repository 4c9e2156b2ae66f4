import { describe, expect, it } from 'vitest';
import { parseProductName, productFromQuery } from './product-name';

describe('product name', () => {
  it('collapses and trims whitespace, up to 100 printable characters', () => {
    expect(parseProductName('  Unit \n Trust ')).toBe('Unit Trust');
    expect(parseProductName('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it.each([
    ['absent', undefined],
    ['blank', ' '],
    ['too long', 'x'.repeat(101)],
    ['a control character', 'Unit\u0007Trust'],
    ['a bidi override', 'Unit\u202ETrust'],
  ])('refuses a name that is %s', (_, value) => {
    expect(parseProductName(value)).toBeUndefined();
  });

  it.each([
    ['?product=Unit%20Trust', 'Unit Trust'],
    ['?product=Unit+Trust&utm_source=mail', 'Unit Trust'],
    ['?Settlement%20Trusts', 'Settlement Trusts'],
    ['?utm_source=mail&Wills', 'Wills'],
    ['', undefined],
    ['?utm_source=mail', undefined],
    ['?product=', undefined],
    [`?product=${'x'.repeat(101)}`, undefined],
    ['?product=%3Cscript%3E%00', undefined],
  ])('reads %j as %j', (search, expected) => {
    expect(productFromQuery(search)).toBe(expected);
  });
});
