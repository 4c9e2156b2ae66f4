import { describe, expect, it } from 'vitest';
import { normaliseTaxReference, TAX_REFERENCE_LENGTH, taxReferenceProblem } from './tax-reference';

// The spec's words, spelled out: a drift from them fails where the rule gives them.
const SHAPE_MESSAGE =
  'Please enter your 10-digit SARS income tax reference number (it starts with 0, 1, 2, 3 or 9)';
const CHECK_DIGIT_MESSAGE = 'This is not a valid SARS income tax reference number: please check the digits';

describe('taxReferenceProblem', () => {
  // Each ends in the Luhn check digit of the nine before it.
  it.each(['0001339050', '0123456782', '1234567897', '2345678904', '3123456786', '9876543217', '9123456783'])(
    'accepts %s',
    (value) => {
      expect(taxReferenceProblem(value)).toBeUndefined();
    },
  );

  it.each(['0001 339 050', '0001339 050', ' 0123 456 782 ', '9876\t543217'])('allows spaces: %j', (value) => {
    expect(taxReferenceProblem(value)).toBeUndefined();
  });

  it.each(['0001339051', '0001339059', '0123456789', '9876543210', '1234567890'])(
    'rejects a bad check digit: %s',
    (value) => {
      expect(taxReferenceProblem(value)).toBe(CHECK_DIGIT_MESSAGE);
    },
  );

  it.each([
    // Luhn-valid, so only the first digit is wrong.
    ['starts with 4', '4123456784'],
    ['starts with 5', '5123456781'],
    ['starts with 8', '8123456785'],
    ['9 digits', '012345678'],
    ['11 digits', '01234567828'],
    ['letters', '01234567A2'],
    ['a dash', '0123-456782'],
    ['empty', ''],
    ['spaces only', '   '],
  ])('rejects a malformed number: %s', (_, value) => {
    expect(taxReferenceProblem(value)).toBe(SHAPE_MESSAGE);
  });
});

describe('normaliseTaxReference', () => {
  it('removes the spaces', () => {
    expect(normaliseTaxReference(' 0001 339 050 ')).toBe('0001339050');
    expect(normaliseTaxReference('0001339050')).toHaveLength(TAX_REFERENCE_LENGTH);
  });
});
