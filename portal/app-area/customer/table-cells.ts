import { formatDate } from '../../../src/domain/format-date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+)?$/;
/** Money, percentages and plain quantities as the API formats them: `R 1 500.00`, `R -337.50`, `11.2%`, `4 812`. */
const FIGURE = /^(R\s?)?[-−]?\d[\d\s]*([.,]\d+)?\s?%?$/;

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A table cell as shown: ISO dates as `D MMM YYYY`, numbers with a space between thousands, text as sent. */
export function displayCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? number.format(value).replaceAll(',', ' ') : '';
  return ISO_DATE.test(value.trim()) ? formatDate(value.trim()) : value;
}

/** True for an ISO date (or timestamp) cell: shown as a date relative to today (spec §9). */
export function isDateCell(value: string | number | null | undefined): value is string {
  return typeof value === 'string' && ISO_DATE.test(value.trim());
}

/** True for a value that reads as a figure (money, a percentage, a quantity): those are right-aligned. */
export function isFigure(value: string | number | null | undefined): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && FIGURE.test(value.trim());
}

/** A column is right-aligned when every filled cell in it is a figure. */
export function isFigureColumn(values: readonly (string | number | null | undefined)[]): boolean {
  const filled = values.filter((value) => value !== null && value !== undefined && value !== '');
  return filled.length > 0 && filled.every(isFigure);
}
