/** Length of a South African identity number (spec §9). */
export const SA_ID_NUMBER_LENGTH = 13;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999, so set the full year explicitly.
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * True when the YYMMDD birth date is a real date. The century is not encoded in the number,
 * so the date counts as valid when it exists in either 19YY or 20YY (29 Feb 00 is valid: 2000 was leap).
 * @internal
 */
export function isValidSaIdBirthDate(yymmdd: string): boolean {
  if (!/^\d{6}$/.test(yymmdd)) return false;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  return isRealDate(1900 + yy, month, day) || isRealDate(2000 + yy, month, day);
}

/** Luhn checksum: doubling every second digit from the right, the digit sum must be divisible by 10. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let offset = 0; offset < digits.length; offset++) {
    let digit = Number(digits[digits.length - 1 - offset]);
    if (offset % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Full SA identity number check (§5): exactly 13 digits, a real YYMMDD birth date
 * (in either century, see {@link isValidSaIdBirthDate}) and a Luhn check digit.
 */
export function isValidSaIdNumber(value: string): boolean {
  return (
    typeof value === 'string' &&
    value.length === SA_ID_NUMBER_LENGTH &&
    /^\d+$/.test(value) &&
    isValidSaIdBirthDate(value.slice(0, 6)) &&
    passesLuhn(value)
  );
}

/** What a valid SA identity number says of its holder. */
export interface SaIdNumberFacts {
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** Digits 7–10: 0000–4999 female, 5000–9999 male. */
  sex: 'F' | 'M';
  /** Digit 11: 0 a citizen, otherwise a permanent resident. */
  isCitizen: boolean;
}

/**
 * The birth date, sex and citizenship a valid number holds (null when {@link isValidSaIdNumber} fails).
 * The century is the latest one that puts the birth date on or before `today`.
 */
export function saIdNumberFacts(value: string, today: Date = new Date()): SaIdNumberFacts | null {
  if (!isValidSaIdNumber(value)) return null;
  const yy = value.slice(0, 2);
  const monthDay = `${value.slice(2, 4)}-${value.slice(4, 6)}`;
  const todayText = today.toISOString().slice(0, 10);
  const recent = `20${yy}-${monthDay}`;
  const recentIsReal = isRealDate(Number(`20${yy}`), Number(value.slice(2, 4)), Number(value.slice(4, 6)));
  const dateOfBirth = recentIsReal && recent <= todayText ? recent : `19${yy}-${monthDay}`;
  return {
    dateOfBirth,
    sex: Number(value.slice(6, 10)) < 5000 ? 'F' : 'M',
    isCitizen: value[10] === '0',
  };
}
