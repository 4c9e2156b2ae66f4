/** What the tax-free options step needs to check the amounts (§5 Buy wizards). */
export interface TaxFreeContributionInput {
  /** Lump sum in rands; null, undefined, NaN or 0 count as not entered. */
  readonly lumpSum: number | null | undefined;
  /** Monthly contribution in rands; null, undefined, NaN or 0 count as not entered. */
  readonly monthly: number | null | undefined;
  /** MinimumLumpSumInvestmentAmount attribute. */
  readonly minimumLumpSum: number;
  /** MinimumMonthlyContributionInvestmentAmount attribute. */
  readonly minimumMonthly: number;
  /** Months left in the tax year, see `remainingDebitMonths`. */
  readonly remainingMonths: number;
  /** TaxFreeContributionsRemaining attribute: what the customer may still contribute this tax year. */
  readonly contributionsRemaining: number;
}

/** Each tax-free amount rule on its own, so the form can say which one failed. */
export interface TaxFreeContributionCheck {
  /** A lump sum, if entered, is at least the minimum lump sum. */
  readonly lumpSum: boolean;
  /** A monthly amount, if entered, is at least the monthly minimum. */
  readonly monthly: boolean;
  /** At least one of the two is greater than 0. */
  readonly anyContribution: boolean;
  /** Lump sum + remaining months × monthly does not exceed the contributions remaining. */
  readonly withinAllowance: boolean;
  /** All of the above. */
  readonly valid: boolean;
}

function entered(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && !Number.isNaN(amount) && amount !== 0;
}

// Whole cents, so that sums such as 0.1 + 0.2 compare exactly against the allowance.
function cents(amount: number): number {
  return Math.round(amount * 100);
}

/** Checks the tax-free options step's amounts rule by rule. */
export function checkTaxFreeContribution(input: TaxFreeContributionInput): TaxFreeContributionCheck {
  const lumpSum = entered(input.lumpSum) ? input.lumpSum : 0;
  const monthly = entered(input.monthly) ? input.monthly : 0;
  const lumpSumOk = !entered(input.lumpSum) || input.lumpSum >= input.minimumLumpSum;
  const monthlyOk = !entered(input.monthly) || input.monthly >= input.minimumMonthly;
  const anyContribution = lumpSum > 0 || monthly > 0;
  const planned = cents(lumpSum) + Math.max(0, input.remainingMonths) * cents(monthly);
  const withinAllowance = planned <= cents(input.contributionsRemaining);
  return {
    lumpSum: lumpSumOk,
    monthly: monthlyOk,
    anyContribution,
    withinAllowance,
    valid: lumpSumOk && monthlyOk && anyContribution && withinAllowance,
  };
}

/** True when the tax-free options step's amounts are acceptable. */
export function isTaxFreeContributionValid(input: TaxFreeContributionInput): boolean {
  return checkTaxFreeContribution(input).valid;
}
