import { formatCurrency } from './format-currency';
import { addRand, amountProblem, centsOf, DEFAULT_MAXIMUM_PURCHASE } from './money';
import { attributeValue, numericAttribute, type ProductAttribute } from './product-attributes';
import { canPurchase, NOT_FOR_SALE } from './purchase-availability';
import { taxFreeAllowance } from './tax-free-allowance';

/**
 * The rules of a purchase, once for the wizard and for the API stand-in (the sandbox imports this
 * module): whatever the wizard refuses, the API refuses too, with the same words. Amounts are rand as
 * the purchase posts them; every comparison is made in whole cents.
 */

/** The fields of a purchase post (spec §3) a refusal can name. */
export type PurchaseField =
  | 'CanPurchase'
  | 'Amount'
  | 'RecurringAmount'
  | 'FundChoices'
  | 'IsDebit'
  | 'CountryOfTaxResidenceID'
  | 'IsGrowthOption'
  | 'Members'
  | 'ConfirmedBankDetail';

export interface PurchaseRefusal {
  field: PurchaseField;
  message: string;
}

export const PURCHASE_MESSAGES = {
  notForSale: NOT_FOR_SALE,
  randAmount: 'Please enter an amount in rand, such as 5000 or 5 000.00',
  minimumAmount: (minimum: number) => `The minimum investment is ${formatCurrency(minimum)}`,
  minimumLumpSum: (minimum: number) => `The minimum lump sum is ${formatCurrency(minimum)}`,
  minimumMonthly: (minimum: number) => `The minimum monthly amount is ${formatCurrency(minimum)}`,
  maximumAmount: (maximum: number) =>
    `The most you can invest online in one purchase is ${formatCurrency(maximum)}`,
  anyContribution: 'Please enter a lump sum, a monthly amount, or both',
  debitOrderForMonthly: 'A monthly amount is collected by debit order: please choose Debit Order',
  debitOrderNeedsBankDetails: 'A debit order needs your bank details: please add them first',
  countryOfTaxResidence: 'Please select your country of tax residence',
  growthOption: 'The investment option does not match how the interest is paid',
  overAllowance: (excess: number) =>
    `This goes ${formatCurrency(excess)} over your tax-free allowance for this tax year. SARS taxes contributions above the limit at 40%.`,
} as const;

/** The most one purchase may carry: the product's MaximumInvestmentAmount, else R100 000 000. */
export function maximumPurchase(attributes: readonly ProductAttribute[]): number {
  const maximum = numericAttribute(attributes, 'MaximumInvestmentAmount');
  return maximum !== undefined && maximum > 0 ? maximum : DEFAULT_MAXIMUM_PURCHASE;
}

/** The message for an amount outside its bounds, or undefined when it is fine. */
export function amountMessage(
  rand: number,
  bounds: { minimum: number; maximum: number; optional?: boolean },
  minimumMessage: (minimum: number) => string,
): string | undefined {
  switch (amountProblem(rand, bounds)) {
    case 'notMoney':
      return PURCHASE_MESSAGES.randAmount;
    case 'belowMinimum':
      return minimumMessage(bounds.minimum);
    case 'aboveMaximum':
      return PURCHASE_MESSAGES.maximumAmount(bounds.maximum);
    default:
      return undefined;
  }
}

/** What every purchase answers besides its amounts. */
interface SharedPurchase {
  isDebit: boolean;
  countryOfTaxResidenceId: number;
}

/** What the rules are judged against: the product, the day, and what is on record for the customer. */
export interface PurchaseFacts {
  attributes: readonly ProductAttribute[];
  today: Date;
  /** Whether bank details are on record, which a debit order is drawn on. */
  hasBankDetails: boolean;
  /** The CountryIDs of the countries lookup. */
  countryIds: readonly number[];
}

type Refusals = PurchaseRefusal[];

function sharedRefusals(purchase: SharedPurchase, facts: PurchaseFacts): Refusals {
  const refusals: Refusals = [];
  if (!canPurchase(facts.attributes)) {
    refusals.push({
      field: 'CanPurchase',
      message: attributeValue(facts.attributes, 'DisabledButtonText') ?? PURCHASE_MESSAGES.notForSale,
    });
  }
  if (!facts.countryIds.includes(purchase.countryOfTaxResidenceId)) {
    refusals.push({ field: 'CountryOfTaxResidenceID', message: PURCHASE_MESSAGES.countryOfTaxResidence });
  }
  if (purchase.isDebit && !facts.hasBankDetails) {
    refusals.push({ field: 'IsDebit', message: PURCHASE_MESSAGES.debitOrderNeedsBankDetails });
  }
  return refusals;
}

const minimumOf = (attributes: readonly ProductAttribute[], key: Parameters<typeof numericAttribute>[1]) =>
  numericAttribute(attributes, key) ?? 0;

function amountRefusal(
  field: PurchaseField,
  rand: number,
  bounds: { minimum: number; maximum: number; optional?: boolean },
  minimumMessage: (minimum: number) => string,
): Refusals {
  const message = amountMessage(rand, bounds, minimumMessage);
  return message ? [{ field, message }] : [];
}

/** A monthly amount is collected by debit order. */
function monthlyRefusals(monthly: number, isDebit: boolean): Refusals {
  return (centsOf(monthly) ?? 0) > 0 && !isDebit
    ? [{ field: 'IsDebit', message: PURCHASE_MESSAGES.debitOrderForMonthly }]
    : [];
}

export interface SecuredInvestmentPurchase extends SharedPurchase {
  amount: number;
  interestPayoutPercentage: number;
  isGrowthOption: boolean;
}

/** Spec §5 secured investment: an amount from the minimum to the maximum; Growth pays out no interest, Income all of it. */
export function securedInvestmentRefusals(
  purchase: SecuredInvestmentPurchase,
  facts: PurchaseFacts,
): PurchaseRefusal[] {
  const { attributes } = facts;
  const payoutAgrees = purchase.isGrowthOption
    ? purchase.interestPayoutPercentage === 0
    : purchase.interestPayoutPercentage === 100;
  return [
    ...sharedRefusals(purchase, facts),
    ...amountRefusal(
      'Amount',
      purchase.amount,
      { minimum: minimumOf(attributes, 'MinimumInvestmentAmount'), maximum: maximumPurchase(attributes) },
      PURCHASE_MESSAGES.minimumAmount,
    ),
    ...(payoutAgrees ? [] : [{ field: 'IsGrowthOption' as const, message: PURCHASE_MESSAGES.growthOption }]),
  ];
}

export interface TaxFreePurchase extends SharedPurchase {
  lumpSum: number;
  monthly: number;
}

/** Rand the lump sum and the monthly amount may each be, from the attributes. */
export function contributionBounds(attributes: readonly ProductAttribute[]) {
  const maximum = maximumPurchase(attributes);
  return {
    lumpSum: { minimum: minimumOf(attributes, 'MinimumLumpSumInvestmentAmount'), maximum, optional: true },
    monthly: {
      minimum: minimumOf(attributes, 'MinimumMonthlyContributionInvestmentAmount'),
      maximum,
      optional: true,
    },
  };
}

/**
 * Spec §5 tax-free options: a lump sum and a monthly amount, each if entered within its bounds, one of
 * them above 0, a monthly amount by debit order, and the lump sum plus the debits left this tax year
 * (counted from the TaxYearStart attribute) within what the customer may still put in with us.
 */
export function taxFreeRefusals(
  purchase: TaxFreePurchase,
  facts: PurchaseFacts & { remainingWithUs: number; elsewhere?: number },
): PurchaseRefusal[] {
  const bounds = contributionBounds(facts.attributes);
  const amounts = [
    ...amountRefusal('Amount', purchase.lumpSum, bounds.lumpSum, PURCHASE_MESSAGES.minimumLumpSum),
    ...amountRefusal('RecurringAmount', purchase.monthly, bounds.monthly, PURCHASE_MESSAGES.minimumMonthly),
  ];
  const none = (centsOf(purchase.lumpSum) ?? 0) + (centsOf(purchase.monthly) ?? 0) === 0;
  const plan = taxFreeAllowance({
    today: facts.today,
    taxYearStart: attributeValue(facts.attributes, 'TaxYearStart'),
    remainingWithUs: facts.remainingWithUs,
    elsewhere: facts.elsewhere ?? 0,
    lumpSum: purchase.lumpSum,
    monthly: purchase.monthly,
  });
  return [
    ...sharedRefusals(purchase, facts),
    ...amounts,
    ...(none && amounts.length === 0
      ? [{ field: 'Amount' as const, message: PURCHASE_MESSAGES.anyContribution }]
      : []),
    ...monthlyRefusals(purchase.monthly, purchase.isDebit),
    ...(amounts.length === 0 && plan.excess > 0
      ? [{ field: 'Amount' as const, message: PURCHASE_MESSAGES.overAllowance(plan.excess) }]
      : []),
  ];
}

interface FundContribution {
  fundCode: string;
  /** As offered, for the message; the code when not given. */
  fundName?: string;
  lumpSum: number;
  monthly: number;
}

export interface UnitTrustPurchase extends SharedPurchase {
  choices: readonly FundContribution[];
}

/**
 * Spec §5 unit trust: at least one fund, each with a lump sum and/or a monthly amount within its
 * bounds (the minimums are per fund), the totals within the maximum, and a monthly amount by debit order.
 */
export function unitTrustRefusals(purchase: UnitTrustPurchase, facts: PurchaseFacts): PurchaseRefusal[] {
  const bounds = contributionBounds(facts.attributes);
  const perFund = purchase.choices.flatMap((choice) => {
    const refusals = [
      ...amountRefusal('FundChoices', choice.lumpSum, bounds.lumpSum, PURCHASE_MESSAGES.minimumLumpSum),
      ...amountRefusal('FundChoices', choice.monthly, bounds.monthly, PURCHASE_MESSAGES.minimumMonthly),
      ...((centsOf(choice.lumpSum) ?? 0) + (centsOf(choice.monthly) ?? 0) === 0
        ? [{ field: 'FundChoices' as const, message: PURCHASE_MESSAGES.anyContribution }]
        : []),
    ];
    // Several funds on one step: each message names its fund.
    return refusals.map((refusal) => ({
      ...refusal,
      message: `${choice.fundName ?? choice.fundCode}: ${refusal.message}`,
    }));
  });
  const total = (of: (choice: FundContribution) => number) => addRand(...purchase.choices.map(of));
  const monthly = total((choice) => choice.monthly);
  const onlyMaximum = { minimum: 0, maximum: bounds.lumpSum.maximum, optional: true };
  return [
    ...sharedRefusals(purchase, facts),
    ...perFund,
    ...(perFund.length === 0
      ? [
          ...amountRefusal(
            'FundChoices',
            total((choice) => choice.lumpSum),
            onlyMaximum,
            () => '',
          ),
          ...amountRefusal('FundChoices', monthly, onlyMaximum, () => ''),
        ]
      : []),
    ...monthlyRefusals(monthly, purchase.isDebit),
  ];
}
