export interface SaIdInfo {
  dateOfBirth: string;
  gender: 'F' | 'M';
  isCitizen: boolean;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The full SA identity number check (spec §5): 13 digits, a real birth date, citizenship 0 or 1, Luhn check digit.
 * Returns what the number encodes, or null when it is not valid.
 */
export function parseSaId(id: string, today = new Date()): SaIdInfo | null {
  if (!/^\d{13}$/.test(id) || !luhnValid(id)) return null;
  const yy = Number(id.slice(0, 2));
  const month = Number(id.slice(2, 4));
  const day = Number(id.slice(4, 6));
  const century = yy > today.getUTCFullYear() % 100 ? 1900 : 2000;
  const birth = new Date(Date.UTC(century + yy, month - 1, day));
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return null;
  const citizenship = id[10];
  if (citizenship !== '0' && citizenship !== '1') return null;
  return {
    dateOfBirth: `${birth.toISOString().slice(0, 10)}T00:00:00`,
    gender: Number(id.slice(6, 10)) < 5000 ? 'F' : 'M',
    isCitizen: citizenship === '0',
  };
}

export function isValidSaId(id: string): boolean {
  return parseSaId(id) !== null;
}
