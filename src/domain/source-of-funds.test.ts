import { describe, expect, it } from 'vitest';
import {
  hasOtherSourceDescription,
  hasPipAnswer,
  hasSourceOfFunds,
  isCountryChosen,
} from './source-of-funds';

describe('source of funds', () => {
  it('needs a source', () => {
    expect(hasSourceOfFunds('4')).toBe(true);
    expect(hasSourceOfFunds(undefined)).toBe(false);
    expect(hasSourceOfFunds('')).toBe(false);
    expect(hasSourceOfFunds(' ')).toBe(false);
  });

  it("needs a description for 'Other' only", () => {
    expect(hasOtherSourceDescription('Other', '')).toBe(false);
    expect(hasOtherSourceDescription('other', '  ')).toBe(false);
    expect(hasOtherSourceDescription('Other', null)).toBe(false);
    expect(hasOtherSourceDescription('Other', 'Lottery')).toBe(true);
    expect(hasOtherSourceDescription('Savings', '')).toBe(true);
    expect(hasOtherSourceDescription(undefined, '')).toBe(true);
  });

  it('needs the PIP answer, where No counts', () => {
    expect(hasPipAnswer('no')).toBe(true);
    expect(hasPipAnswer('yes')).toBe(true);
    expect(hasPipAnswer('')).toBe(false);
    expect(hasPipAnswer(null)).toBe(false);
    expect(hasPipAnswer('maybe')).toBe(false);
  });

  it("needs a country that is not empty nor 'Select Country'", () => {
    expect(isCountryChosen(263)).toBe(true);
    expect(isCountryChosen('263')).toBe(true);
    expect(isCountryChosen('South Africa')).toBe(true);
    for (const country of ['', ' ', 'Select Country', '0', 0, Number.NaN, null, undefined]) {
      expect(isCountryChosen(country)).toBe(false);
    }
  });
});
