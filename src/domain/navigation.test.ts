import { describe, expect, it } from 'vitest';
import {
  BUY_ITEM_IDS,
  hasBuyButton,
  hasSummaryTable,
  NAVIGATION_ITEM_ID,
  PRODUCT_SUB_TYPE_ID,
  SUMMARY_TABLE_ITEM_IDS,
} from './navigation';

describe('navigation ids', () => {
  it('match the spec', () => {
    expect(NAVIGATION_ITEM_ID).toEqual({
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
    });
    expect(SUMMARY_TABLE_ITEM_IDS).toEqual([2, 86, 110, 132, 139]);
    expect(BUY_ITEM_IDS).toEqual([2, 86, 110]);
    expect(PRODUCT_SUB_TYPE_ID).toEqual({ securedInvestment: 13, taxFree: 158, unitTrust: 116 });
  });

  it('tells which wealth items show a summary table', () => {
    for (const id of [2, 86, 110, 132, 139]) expect(hasSummaryTable(id)).toBe(true);
    for (const id of [1, 14, 29, 99]) expect(hasSummaryTable(id)).toBe(false);
  });

  it('tells which wealth items carry a Buy button', () => {
    for (const id of [2, 86, 110]) expect(hasBuyButton(id)).toBe(true);
    for (const id of [132, 139, 14]) expect(hasBuyButton(id)).toBe(false);
  });
});
