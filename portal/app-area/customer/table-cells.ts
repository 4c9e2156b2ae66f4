import { formatCurrency, groupThousands } from '../../../src/domain/format-currency';
import { formatDate } from '../../../src/domain/format-date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+)?$/;
/** Money, percentages and plain quantities as the API formats them: `R 1 500.00`, `R -337.50`, `11.2%`, `4 812`. */
const FIGURE = /^(R\s?)?[-−]?\d[\d\s]*([.,]\d+)?\s?%?$/;

/** Rands as the API writes them in panels and tables: `R 250 000.00`, `R1 500.00`, `R -337.50`, `R 5 000`. */
const API_RAND = /^R\s?[-−]?\d{1,3}(?:[\s,]?\d{3})*(?:\.(\d{2}))?$/;

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/**
 * Rands the API wrote as text, rewritten in the product's one money format (formatCurrency: no space
 * after R, no-break spaces between thousands, the minus sign stripped as §9 says; the row's own words
 * say which way the money moved, "Fee adjustment"); whole rands stay whole. Undefined for other text.
 */
function apiRand(text: string): string | undefined {
  const match = API_RAND.exec(text);
  const cents = apiRandCents(text);
  if (!match || cents === undefined) return undefined;
  return formatCurrency(cents / 100, { cents: match[1] !== undefined });
}

/** Rands the API wrote as text (`R 250 000.00`, `R -337.50`), as integer cents with their sign; else undefined. */
export function apiRandCents(text: string): number | undefined {
  const trimmed = text.trim();
  if (!API_RAND.test(trimmed)) return undefined;
  const [rands = '0', cents = '00'] = trimmed.replace(/[^\d.]/g, '').split('.');
  const magnitude = Number(rands) * 100 + Number(cents);
  return /[-−]/.test(trimmed) ? -magnitude : magnitude;
}

/**
 * A table cell or panel value as shown: ISO dates as `D MMM YYYY`, rands in the product's money format,
 * numbers with a no-break space between thousands, other text as sent.
 */
export function displayCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? groupThousands(number.format(value)) : '';
  const text = value.trim();
  if (ISO_DATE.test(text)) return formatDate(text);
  return apiRand(text) ?? value;
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
