import { describe, expect, it } from 'vitest';
import { isValidSaIdBirthDate, isValidSaIdNumber, passesLuhn, saIdNumberFacts } from './sa-id-number';

describe('saIdNumberFacts', () => {
  const today = new Date('2026-06-15T10:00:00Z');
  it('reads the birth date, sex and citizenship of a valid number', () => {
    expect(saIdNumberFacts('8804120123085', today)).toEqual({
      dateOfBirth: '1988-04-12',
      sex: 'F',
      isCitizen: true,
    });
    expect(saIdNumberFacts('8509235124080', today)).toEqual({
      dateOfBirth: '1985-09-23',
      sex: 'M',
      isCitizen: true,
    });
    expect(saIdNumberFacts('0002295000083', today)?.dateOfBirth).toBe('2000-02-29');
  });

  it('puts the birth date in the last century when this one would be in the future', () => {
    const facts = saIdNumberFacts('9506150341086', today);
    expect(facts?.dateOfBirth).toBe('1995-06-15');
  });

  it('has nothing to say of an invalid number', () => {
    expect(saIdNumberFacts('8804120123086', today)).toBeNull();
    expect(saIdNumberFacts('880412012308', today)).toBeNull();
  });
});

describe('isValidSaIdNumber', () => {
  it.each([
    ['1 Jan 1980', '8001015009087'],
    ['29 Feb 2000 (leap)', '0002295009084'],
    ['29 Feb 1984 (leap)', '8402295009088'],
    ['1 Jan 1999', '9901010000081'],
    ['15 Jun 1975', '7506150123080'],
    ['31 Dec 2000', '0012315678081'],
  ])('accepts a Luhn-valid number born %s', (_, value) => {
    expect(isValidSaIdNumber(value)).toBe(true);
  });

  it.each([
    // Each of these passes the Luhn check, so only the date makes it invalid.
    ['29 Feb 2001/1901 (not leap)', '0102295009082'],
    ['29 Feb 2002/1902 (not leap)', '0202295009080'],
    ['day 32', '8001325009082'],
    ['month 13', '8013015009082'],
  ])('rejects a bad birth date: %s', (_, value) => {
    expect(passesLuhn(value)).toBe(true);
    expect(isValidSaIdNumber(value)).toBe(false);
  });

  it('rejects a bad check digit', () => {
    expect(isValidSaIdNumber('8001015009086')).toBe(false);
    expect(isValidSaIdNumber('8001015009080')).toBe(false);
  });

  it.each([
    ['12 digits', '800101500908'],
    ['14 digits', '80010150090870'],
    ['empty', ''],
  ])('rejects the wrong length: %s', (_, value) => {
    expect(isValidSaIdNumber(value)).toBe(false);
  });

  it.each(['800101500908A', 'A001015009087', '800101 5009 087', '800101-5009-087', ' 8001015009087'])(
    'rejects letters, spaces and dashes: %j',
    (value) => {
      expect(isValidSaIdNumber(value)).toBe(false);
    },
  );
});

describe('isValidSaIdBirthDate', () => {
  it('accepts a date valid in either century', () => {
    expect(isValidSaIdBirthDate('000229')).toBe(true);
    expect(isValidSaIdBirthDate('960229')).toBe(true);
    expect(isValidSaIdBirthDate('010229')).toBe(false);
    expect(isValidSaIdBirthDate('800431')).toBe(false);
    expect(isValidSaIdBirthDate('800430')).toBe(true);
    expect(isValidSaIdBirthDate('800100')).toBe(false);
    expect(isValidSaIdBirthDate('800001')).toBe(false);
    expect(isValidSaIdBirthDate('80011')).toBe(false);
  });
});

describe('passesLuhn', () => {
  it('checks the classic Luhn sum', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('12a')).toBe(false);
  });
});
