/** Source-of-funds choices of the buy wizards (§5). */
export const SOURCE_OF_FUNDS_OPTIONS = ['Savings', 'Bonus', 'Inheritance', 'Salary', 'Other'] as const;

/** The choice that needs a written description. */
export const OTHER_SOURCE_OF_FUNDS = 'Other';

/** Placeholder entry of the country-of-tax-residence list; choosing it counts as no choice. */
export const SELECT_COUNTRY_PLACEHOLDER = 'Select Country';

/** Answers on the source-of-funds step. */
export interface SourceOfFundsAnswers {
  /** The chosen option's text, e.g. 'Salary' or 'Other'. */
  readonly source: string | null | undefined;
  readonly otherSourceOfFunds?: string | null;
  /** Answer to "are you a prominent influential person?"; unanswered while null or undefined. */
  readonly isPip: boolean | null | undefined;
  /** Country id (e.g. 263) or description of the country of tax residence. */
  readonly countryOfTaxResidence: string | number | null | undefined;
}

function isOther(source: string | null | undefined): boolean {
  return (source ?? '').trim().toLowerCase() === OTHER_SOURCE_OF_FUNDS.toLowerCase();
}

/** True when a source of funds has been chosen. */
export function hasSourceOfFunds(source: string | null | undefined): boolean {
  return (source ?? '').trim() !== '';
}

/** True unless 'Other' is chosen without a (non-blank) description. */
export function hasOtherSourceDescription(
  source: string | null | undefined,
  otherSourceOfFunds: string | null | undefined,
): boolean {
  return !isOther(source) || (otherSourceOfFunds ?? '').trim() !== '';
}

/** True when the PIP question has been answered, Yes or No. */
export function hasPipAnswer(isPip: boolean | null | undefined): boolean {
  return typeof isPip === 'boolean';
}

/** True when a country is chosen (tax residence, passport issue): not empty, not 'Select Country', a positive id if numeric. */
export function isCountryChosen(country: string | number | null | undefined): boolean {
  if (typeof country === 'number') return Number.isFinite(country) && country > 0;
  const text = (country ?? '').trim();
  return text !== '' && text !== SELECT_COUNTRY_PLACEHOLDER && text !== '0';
}

/** The whole source-of-funds step (§5 Buy wizards). */
export function isSourceOfFundsValid(answers: SourceOfFundsAnswers): boolean {
  return (
    hasSourceOfFunds(answers.source) &&
    hasOtherSourceDescription(answers.source, answers.otherSourceOfFunds) &&
    hasPipAnswer(answers.isPip) &&
    isCountryChosen(answers.countryOfTaxResidence)
  );
}
