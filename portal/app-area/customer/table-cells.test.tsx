import { describe, expect, it } from 'vitest';
import { nbsp } from '../../../src/test/nbsp';
import { displayCell, isDateCell, isFigure, isFigureColumn } from './table-cells';

describe('date cells', () => {
  it('are the ISO dates and timestamps, shown relative to today (spec §9)', () => {
    expect(isDateCell('2026-11-24')).toBe(true);
    expect(isDateCell('2026-11-24T10:15:00')).toBe(true);
    expect(isDateCell('24 Nov 2026')).toBe(false);
    expect(isDateCell(20261124)).toBe(false);
    expect(isDateCell(null)).toBe(false);
  });
});

describe('table cells', () => {
  it('shows ISO dates the product way, numbers with no-break spaces between thousands, text as sent', () => {
    expect(displayCell('2024-03-01')).toBe('1 Mar 2024');
    expect(displayCell('2025-08-14T09:30:00')).toBe('14 Aug 2025');
    expect(displayCell(1840.2113)).toBe(nbsp('1 840.2113'));
    expect(displayCell(4812)).toBe(nbsp('4 812'));
    expect(displayCell('Mar 2026')).toBe('Mar 2026');
    expect(displayCell('Lump sum investment')).toBe('Lump sum investment');
    expect(displayCell(null)).toBe('');
  });

  it("rewrites the API's rands in the product's one money format (formatCurrency), the minus sign stripped (§9)", () => {
    expect(displayCell('R 250 000.00')).toBe(nbsp('R250 000.00'));
    expect(displayCell('R1 500.00')).toBe(nbsp('R1 500.00'));
    expect(displayCell('R 24.87')).toBe('R24.87');
    expect(displayCell('R -337.50')).toBe('R337.50');
    expect(displayCell('R 1,850,000.00')).toBe(nbsp('R1 850 000.00'));
    expect(displayCell('R 5 000')).toBe(nbsp('R5 000'));
    for (const text of ['R 250 000.00', 'R -337.50', 'R 1 850 000.00', 4812, 1840.2113]) {
      expect(displayCell(text)).not.toMatch(/ /);
    }
  });

  it('leaves text that only looks like money as sent', () => {
    expect(displayCell('R 12.5')).toBe('R 12.5');
    expect(displayCell('R 1 00.00')).toBe('R 1 00.00');
    expect(displayCell('From R500 a month')).toBe('From R500 a month');
  });

  it('tells figures from text', () => {
    for (const figure of ['R 250 000.00', 'R -337.50', 'R1 500.00', '11.2%', '4 812', 4812, 0]) {
      expect(isFigure(figure), String(figure)).toBe(true);
    }
    for (const text of ['Lump sum investment', 'Mar 2026', '2024-03-01', '', null, Number.NaN]) {
      expect(isFigure(text), String(text)).toBe(false);
    }
  });

  it('right-aligns a column only when every filled cell is a figure', () => {
    expect(isFigureColumn(['R 1.00', null, '', 'R 2.00'])).toBe(true);
    expect(isFigureColumn(['R 1.00', 'n/a'])).toBe(false);
    expect(isFigureColumn([null, ''])).toBe(false);
  });
});
