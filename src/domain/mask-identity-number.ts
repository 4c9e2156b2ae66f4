import { SA_ID_NUMBER_LENGTH } from './sa-id-number';

/** An identity number as a screen shows it until the customer asks to see it whole. */
export interface MaskedIdentityNumber {
  /** What the eye sees: '880412 ••••• 85'. */
  shown: string;
  /** What a screen reader says in its place, rather than a row of bullets: 'hidden, ends in 85'. */
  spoken: string;
}

const HIDDEN = '•';

/**
 * Masks an identity number (DESIGN §4h, review m10). A South African ID number keeps its first six
 * digits, the date of birth the same card shows, and its last two: '880412 ••••• 85'. A passport number,
 * whose start says nothing the card shows, keeps only its last two characters. Separators typed in the
 * number (spaces, dashes) are not counted; two characters or fewer are all hidden.
 */
export function maskIdentityNumber(value: string): MaskedIdentityNumber {
  const compact = value.replace(/[\s-]/g, '');
  if (compact.length <= 2) return { shown: HIDDEN.repeat(compact.length), spoken: 'hidden' };
  const end = compact.slice(-2);
  const spoken = `hidden, ends in ${end}`;
  if (/^\d+$/.test(compact) && compact.length === SA_ID_NUMBER_LENGTH) {
    return { shown: `${compact.slice(0, 6)} ${HIDDEN.repeat(5)} ${end}`, spoken };
  }
  return { shown: `${HIDDEN.repeat(compact.length - 2)} ${end}`, spoken };
}
