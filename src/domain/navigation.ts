/** Navigation item ids the product treats specially (spec §2, §9). */
export const NAVIGATION_ITEM_ID = {
  wealth: 1,
  securedInvestment: 2,
  employeeBenefits: 5,
  willsAndTrusts: 6,
  memberChoice: 14,
  lifeSummary: 29,
  unitTrust: 86,
  venture: 99,
  ventureOverview: 100,
  taxFreeInvestment: 110,
  hiddenOnHome: 157,
} as const;

/** Wealth accordion items that show a summary block plus a table. */
const SUMMARY_TABLE_ITEM_IDS: readonly number[] = [2, 86, 110, 132, 139];

/** Wealth accordion items that carry a Buy button. */
const BUY_ITEM_IDS: readonly number[] = [
  NAVIGATION_ITEM_ID.securedInvestment,
  NAVIGATION_ITEM_ID.unitTrust,
  NAVIGATION_ITEM_ID.taxFreeInvestment,
];

/** True when the wealth accordion for this item shows a summary block plus a table. */
export function hasSummaryTable(navigationItemId: number): boolean {
  return SUMMARY_TABLE_ITEM_IDS.includes(navigationItemId);
}

/** True when the wealth accordion for this item carries a Buy button. */
export function hasBuyButton(navigationItemId: number): boolean {
  return BUY_ITEM_IDS.includes(navigationItemId);
}
