import { describe, expect, it } from 'vitest';
import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { nbsp } from '../../../src/test/nbsp';
import { nextActionOf } from './next-action';

const summary = (lines: [string, string][]) => ({
  Blocks: [{ Title: null, PanelDataList: lines.map(([label, value]) => ({ label, value, info: null })) }],
});
const NOVEMBER = new Date(2026, 10, 29);

describe('nextActionOf', () => {
  it('offers the tax-free allowance still open this tax year, until the end of February', () => {
    const action = nextActionOf(
      NAVIGATION_ITEM_ID.wealth,
      [
        summary([['Capital invested', 'R 250 000.00']]),
        summary([['Remaining annual allowance', 'R 22 000.00']]),
      ],
      NOVEMBER,
    );
    expect(action).toEqual({
      text: 'You can still add ',
      figure: nbsp('R22 000.00'),
      after: ' tax-free until 28 Feb 2027.',
      link: { label: 'Add to tax-free savings', href: '/app/buy/tax-free-investment' },
    });
    // In a leap year's tax year February has 29 days.
    expect(
      nextActionOf(
        NAVIGATION_ITEM_ID.wealth,
        [summary([['Remaining annual allowance', 'R 1.00']])],
        new Date(2027, 5, 1),
      )?.after,
    ).toBe(' tax-free until 29 Feb 2028.');
  });

  it('says nothing of an allowance that is used up or not given', () => {
    expect(
      nextActionOf(
        NAVIGATION_ITEM_ID.wealth,
        [summary([['Remaining annual allowance', 'R 0.00']])],
        NOVEMBER,
      ),
    ).toBeUndefined();
    expect(nextActionOf(NAVIGATION_ITEM_ID.wealth, [summary([])], NOVEMBER)).toBeUndefined();
  });

  it('points to the beneficiaries named on cover', () => {
    expect(
      nextActionOf(
        NAVIGATION_ITEM_ID.employeeBenefits,
        [summary([['Beneficiaries', '2 nominated']])],
        NOVEMBER,
      ),
    ).toEqual({
      text: 'Beneficiaries: ',
      figure: '2 nominated',
      after: '',
      link: { label: 'Check beneficiaries', href: '/app/customer/employee-benefits' },
    });
  });

  it('has none for a category it knows nothing to do in', () => {
    expect(
      nextActionOf(
        NAVIGATION_ITEM_ID.willsAndTrusts,
        [summary([['Beneficiaries', '2 nominated']])],
        NOVEMBER,
      ),
    ).toBeUndefined();
  });
});
