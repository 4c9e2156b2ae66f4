import { describe, expect, it } from 'vitest';
import { personalDetails } from '../fixtures/profile';
import { parseSaId } from './sa-id';

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
    expect(parseSaId('8804120123086')).toBeNull();
    expect(parseSaId('8802300123080')).toBeNull();
    expect(parseSaId('880412012308')).toBeNull();
    expect(parseSaId('88041201230855')).toBeNull();
  });

  it('handles leap days', () => {
    expect(parseSaId('0002295000083')?.dateOfBirth).toBe('2000-02-29T00:00:00');
    expect(parseSaId('0102295000081')).toBeNull();
  });
});
