import { describe, expect, it } from 'vitest';
import { buildRating, placeholderIdentifier, systemIdentifier } from './build-rating';
import { parseReference } from './system-identifier';

describe('SystemIdentifier', () => {
  it("is 'N/A -' followed directly by a whole number from 0 to 19 without a reference", () => {
    expect(placeholderIdentifier(() => 0)).toBe('N/A -0');
    expect(placeholderIdentifier(() => 0.5)).toBe('N/A -10');
    expect(placeholderIdentifier(() => 0.999_999)).toBe('N/A -19');
    expect(systemIdentifier(undefined, () => 0.3)).toBe('N/A -6');
  });

  it('takes a reference trimmed, up to 100 printable characters', () => {
    expect(parseReference('  SI-2026/05 ')).toBe('SI-2026/05');
    expect(parseReference('Ümit — Cape Town')).toBe('Ümit — Cape Town');
    expect(parseReference('x'.repeat(100))).toBe('x'.repeat(100));
    expect(systemIdentifier(parseReference('REF-9'))).toBe('REF-9');
  });

  it.each([
    ['absent', null],
    ['blank', '  '],
    ['too long', 'x'.repeat(101)],
    ['a control character', 'a\nb'],
    ['a bidi override', 'abc\u202Edef'],
    ['a zero-width joiner', 'a\u200Db'],
  ])('refuses a reference that is %s', (_, value) => {
    expect(parseReference(value)).toBeUndefined();
    expect(systemIdentifier(parseReference(value), () => 0)).toBe('N/A -0');
  });

  it('builds the UserResponse body with ResponseTypeID 1 and a trimmed comment', () => {
    expect(buildRating({ score: 10, comment: '  Great  ' }, parseReference('REF'))).toEqual({
      OptionSelected: 10,
      Comment: 'Great',
      SystemIdentifier: 'REF',
      ResponseTypeID: 1,
    });
  });
});
