/** The group's company name: a name containing it gets the group's initials 'FG'. */
const GROUP_COMPANY_NAME = 'Fedgroup';
/** The group's own initials. */
const GROUP_INITIALS = 'FG';
/**
 * The other company keyword of §2: the group's trustee company appears in workspace names as
 * "… Trustees", and such a name gets 'TS' rather than the initials of its first two words.
 */
const TRUSTEES_KEYWORD = 'Trustees';
/** Initials of a name containing {@link TRUSTEES_KEYWORD}. */
const TRUSTEES_INITIALS = 'TS';
/** Shown when there is no name to take initials from. */
const UNKNOWN_INITIALS = '?';

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Two upper-case initials for an avatar: the first letters of the first two words
 * ('Thandi Nkosi' → 'TN'), or the first two letters of a single word ('Thandi' → 'TH').
 * A name containing the company name (or the word 'FG') gives 'FG', one containing 'Trustees' gives 'TS',
 * both case-insensitively. Leading punctuation of a word is skipped; an empty name gives '?'.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/\s+/)
    .map((word) => Array.from(word).filter((character) => LETTER_OR_DIGIT.test(character)))
    .filter((letters) => letters.length > 0);
  if (words.length === 0) return UNKNOWN_INITIALS;

  const lower = (name ?? '').toLowerCase();
  const wordsLower = words.map((letters) => letters.join('').toLowerCase());
  if (lower.includes(GROUP_COMPANY_NAME.toLowerCase()) || wordsLower.includes(GROUP_INITIALS.toLowerCase())) {
    return GROUP_INITIALS;
  }
  if (lower.includes(TRUSTEES_KEYWORD.toLowerCase())) return TRUSTEES_INITIALS;

  const [first = [], second] = words;
  const letters = second ? [first[0], second[0]] : first.slice(0, 2);
  return letters.join('').toUpperCase();
}
