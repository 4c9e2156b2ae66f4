/**
 * The source-of-funds step's rules (§5 Buy wizards), one predicate per answer: the buy wizards' step
 * schema (widgets/buy/buy-wizard-definition.ts) checks each with its own message.
 */

/** The choice that needs a written description. */
const OTHER_SOURCE_OF_FUNDS = 'Other';

/** Placeholder entry of the country-of-tax-residence list; choosing it counts as no choice. */
export const SELECT_COUNTRY_PLACEHOLDER = 'Select Country';

function isOther(source: string | null | undefined): boolean {
  return (source ?? '').trim().toLowerCase() === OTHER_SOURCE_OF_FUNDS.toLowerCase();
}

/** True when a source of funds has been chosen. */
export function hasSourceOfFunds(source: string | null | undefined): boolean {
  return (source ?? '').trim() !== '';
}

/** True unless 'Other' (the chosen option's text) is chosen without a (non-blank) description. */
export function hasOtherSourceDescription(
  source: string | null | undefined,
  otherSourceOfFunds: string | null | undefined,
): boolean {
  return !isOther(source) || (otherSourceOfFunds ?? '').trim() !== '';
}

/** True when "are you a prominent influential person?" has been answered: 'yes' or 'no' (No counts). */
export function hasPipAnswer(answer: string | null | undefined): boolean {
  return answer === 'yes' || answer === 'no';
}

/** True when a country is chosen (tax residence, passport issue): not empty, not 'Select Country', a positive id if numeric. */
export function isCountryChosen(country: string | number | null | undefined): boolean {
  if (typeof country === 'number') return Number.isFinite(country) && country > 0;
  const text = (country ?? '').trim();
  return text !== '' && text !== SELECT_COUNTRY_PLACEHOLDER && text !== '0';
}
