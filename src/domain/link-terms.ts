/**
 * The terms an e-mailed reinvestment link was sent with, as the API keeps them. The link's URL repeats
 * some of them (Cat, option, MatRate, Reinv); a URL never sets them, it can only agree with them.
 */
export interface LinkTerms {
  category: string;
  option: string;
  /** Percent a year, e.g. 9.21. */
  maturityRate: number;
  /** Rands. */
  reinvestAmount: number;
}

/** The terms as a link's query names them; absent means the URL does not repeat that term. */
export type OfferedTerms = Partial<Record<'Cat' | 'option' | 'MatRate' | 'Reinv', string | undefined>>;

const sameText = (offered: string, stored: string) =>
  offered.trim().toLowerCase() === stored.trim().toLowerCase();

const sameNumber = (offered: string, stored: number, scale: number) => {
  const value = offered.trim() === '' ? Number.NaN : Number(offered);
  return Number.isFinite(value) && Math.round(value * scale) === Math.round(stored * scale);
};

/**
 * Whether every term the URL repeats is the stored one (text ignoring case and outer spaces, the rate to
 * 1/10 000 of a percent, the amount to the cent). The client refuses a link that disagrees before it
 * calls anything, and the API refuses the confirmation: the same rule on both sides.
 */
export function offeredTermsMatch(stored: LinkTerms, offered: OfferedTerms): boolean {
  const { Cat, option, MatRate, Reinv } = offered;
  return (
    (Cat === undefined || sameText(Cat, stored.category)) &&
    (option === undefined || sameText(option, stored.option)) &&
    (MatRate === undefined || sameNumber(MatRate, stored.maturityRate, 10_000)) &&
    (Reinv === undefined || sameNumber(Reinv, stored.reinvestAmount, 100))
  );
}
