import { describe, expect, it } from 'vitest';
import { personalDetails } from '../fixtures/profile';
import { isValidSaId, parseSaId } from './sa-id';

describe('SA identity numbers', () => {
  it('accepts the seed ids and decodes birth date and gender', () => {
    for (const person of personalDetails) {
      expect(parseSaId(person.IdentityNumber)).toEqual({
        dateOfBirth: person.DateOfBirth,
        gender: person.Gender,
        isCitizen: true,
      });
    }
  });

  it('rejects a wrong check digit, an impossible date and wrong lengths, as the portal does', () => {
    expect(isValidSaId('8804120123086')).toBe(false);
    expect(isValidSaId('8802300123080')).toBe(false);
    expect(isValidSaId('880412012308')).toBe(false);
    expect(isValidSaId('88041201230855')).toBe(false);
  });

  it('handles leap days', () => {
    expect(parseSaId('0002295000083')?.dateOfBirth).toBe('2000-02-29T00:00:00');
    expect(isValidSaId('0102295000081')).toBe(false);
  });
});
