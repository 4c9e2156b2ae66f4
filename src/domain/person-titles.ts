/**
 * A person's titles in the product's order (spec §3 Personal details), '' the blank choice: what the
 * personal details form offers and what the API stand-in accepts, from this one list.
 */
export const PERSON_TITLES = [
  'Dr',
  'Mr',
  'Mrs',
  'Ms',
  'Rev',
  'Sister',
  'Sr',
  'To Be Advised',
  'Master',
  'Miss',
  'Prof',
  'Estate Late',
  'Judge',
  '',
] as const;
