import { describe, expect, it } from 'vitest';
import { maskIdentityNumber } from './mask-identity-number';

describe('maskIdentityNumber', () => {
  it('keeps the date of birth and the last two digits of a South African ID number', () => {
    expect(maskIdentityNumber('8804120123085')).toEqual({
      shown: '880412 ••••• 85',
      spoken: 'hidden, ends in 85',
    });
  });

  it('does not count the spaces or dashes typed in an ID number', () => {
    expect(maskIdentityNumber('880412 0123 085').shown).toBe('880412 ••••• 85');
    expect(maskIdentityNumber('880412-0123-085').shown).toBe('880412 ••••• 85');
  });

  it('keeps only the last two characters of a passport number, or of digits that are not an ID', () => {
    expect(maskIdentityNumber('A1234567')).toEqual({ shown: '•••••• 67', spoken: 'hidden, ends in 67' });
    expect(maskIdentityNumber('12345678901234').shown).toBe('•••••••••••• 34');
  });

  it('hides a number of two characters or fewer entirely', () => {
    expect(maskIdentityNumber('AB')).toEqual({ shown: '••', spoken: 'hidden' });
    expect(maskIdentityNumber('')).toEqual({ shown: '', spoken: 'hidden' });
  });
});
