import { saIdNumberFacts } from '../../src/domain/sa-id-number';

export interface SaIdInfo {
  dateOfBirth: string;
  gender: 'F' | 'M';
  isCitizen: boolean;
}

/**
 * The full SA identity number check (spec §5), the portal's own (src/domain/sa-id-number.ts): 13 digits,
 * a real birth date, the Luhn check digit. Returns what the number encodes, as the API answers it
 * (a .NET date-time), or null when it is not valid.
 */
export function parseSaId(id: string, today = new Date()): SaIdInfo | null {
  const facts = saIdNumberFacts(id, today);
  if (!facts) return null;
  return { dateOfBirth: `${facts.dateOfBirth}T00:00:00`, gender: facts.sex, isCitizen: facts.isCitizen };
}
