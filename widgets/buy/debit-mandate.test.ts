import { describe, expect, it } from 'vitest';
import { nbsp } from '../../src/test/nbsp';
import { dayOfMonth, mandateText } from './debit-mandate';

const account = 'Capitec Bank *******7789';

describe('mandateText', () => {
  it('names the monthly amount, the day, the account and the first date', () => {
    expect(
      mandateText({
        lumpSums: [],
        monthly: [{ label: 'Monthly', amount: 500 }],
        account,
        firstDebit: '2027-01-01',
      }),
    ).toBe(
      'I authorise Fedgroup to debit R500.00 on the 1st of every month from Capitec Bank *******7789, starting 1 Jan 2027, until I cancel.',
    );
  });

  it('adds a once-off lump sum, and adds up the monthly amounts of several funds', () => {
    expect(
      mandateText({
        lumpSums: [{ label: 'Lump sum', amount: 20000 }],
        monthly: [
          { label: 'Balanced Fund', amount: 300 },
          { label: 'Growth Fund', amount: 200.5 },
        ],
        account,
        firstDebit: '2027-01-01',
      }),
    ).toBe(
      nbsp(
        'I authorise Fedgroup to debit R500.50 on the 1st of every month from Capitec Bank *******7789, starting 1 Jan 2027, until I cancel, and R20 000.00 once, on 1 Jan 2027.',
      ),
    );
  });

  it('says once and when for a lump sum alone, and "my bank account" while the account is unknown', () => {
    expect(
      mandateText({
        lumpSums: [{ label: 'Lump sum', amount: 25000 }],
        monthly: [],
        account: '',
        firstDebit: '2027-01-01',
      }),
    ).toBe(nbsp('I authorise Fedgroup to debit R25 000.00 once, on 1 Jan 2027, from my bank account.'));
  });
});

describe('dayOfMonth', () => {
  it.each([
    ['2027-01-01', '1st'],
    ['2027-01-02', '2nd'],
    ['2027-01-03', '3rd'],
    ['2027-01-11', '11th'],
    ['2027-01-12', '12th'],
    ['2027-01-21', '21st'],
    ['2027-01-25', '25th'],
  ])('%s is the %s', (date, day) => expect(dayOfMonth(date)).toBe(day));
});
