import { describe, expect, it } from 'vitest';
import {
  hasOtherSourceDescription,
  hasPipAnswer,
  hasSourceOfFunds,
  isCountryChosen,
  isSourceOfFundsValid,
  SOURCE_OF_FUNDS_OPTIONS,
  type SourceOfFundsAnswers,
} from './source-of-funds';

const valid: SourceOfFundsAnswers = { source: 'Salary', isPip: false, countryOfTaxResidence: 263 };

describe('source of funds', () => {
  it('offers the spec options', () => {
    expect(SOURCE_OF_FUNDS_OPTIONS).toEqual(['Savings', 'Bonus', 'Inheritance', 'Salary', 'Other']);
  });

  it('accepts a complete answer', () => {
    expect(isSourceOfFundsValid(valid)).toBe(true);
    expect(isSourceOfFundsValid({ ...valid, isPip: true, countryOfTaxResidence: 'South Africa' })).toBe(true);
    expect(isSourceOfFundsValid({ ...valid, source: 'Other', otherSourceOfFunds: 'Sale of a car' })).toBe(
      true,
    );
  });

  it('needs a source', () => {
    expect(hasSourceOfFunds(undefined)).toBe(false);
    expect(hasSourceOfFunds(' ')).toBe(false);
    expect(isSourceOfFundsValid({ ...valid, source: null })).toBe(false);
  });

  it("needs a description for 'Other' only", () => {
    expect(hasOtherSourceDescription('Other', '')).toBe(false);
    expect(hasOtherSourceDescription('other', '  ')).toBe(false);
    expect(hasOtherSourceDescription('Other', null)).toBe(false);
    expect(hasOtherSourceDescription('Other', 'Lottery')).toBe(true);
    expect(hasOtherSourceDescription('Savings', '')).toBe(true);
    expect(isSourceOfFundsValid({ ...valid, source: 'Other' })).toBe(false);
  });

  it('needs the PIP answer, where No counts', () => {
    expect(hasPipAnswer(false)).toBe(true);
    expect(hasPipAnswer(true)).toBe(true);
    expect(hasPipAnswer(null)).toBe(false);
    expect(isSourceOfFundsValid({ ...valid, isPip: undefined })).toBe(false);
  });

  it("needs a country that is not empty nor 'Select Country'", () => {
    expect(isCountryChosen(263)).toBe(true);
    expect(isCountryChosen('263')).toBe(true);
    expect(isCountryChosen('South Africa')).toBe(true);
    for (const country of ['', ' ', 'Select Country', '0', 0, Number.NaN, null, undefined]) {
      expect(isCountryChosen(country)).toBe(false);
    }
    expect(isSourceOfFundsValid({ ...valid, countryOfTaxResidence: 'Select Country' })).toBe(false);
  });
});
