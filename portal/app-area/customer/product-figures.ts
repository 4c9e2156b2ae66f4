import type { PanelSummary } from '../../../src/api/dashboard';
import { formatCurrency } from '../../../src/domain/format-currency';
import { apiRandCents } from './table-cells';

/** The summary lines that say what the customer put in, in the order they are read (DESIGN §4 a, §7). */
const PUT_IN_LABELS = ['capital invested', 'total contributions', 'lifetime contributions'];
const COVER_LABEL = 'cover amount';

type Figures = Pick<PanelSummary, 'Balance' | 'Blocks'>;

/** The value of the summary's line labelled `label` (case aside), if it has one. */
export function lineValue(summary: Pick<PanelSummary, 'Blocks'>, label: string): string | undefined {
  const wanted = label.toLowerCase();
  return summary.Blocks.flatMap((block) => block.PanelDataList).find(
    (line) => line.label.trim().toLowerCase() === wanted,
  )?.value;
}

/** The first line labelled one of `labels` (case aside) whose value is rands, as cents. */
export function randLine(
  summary: Pick<PanelSummary, 'Blocks'>,
  labels: readonly string[],
): number | undefined {
  for (const label of labels) {
    const value = lineValue(summary, label);
    const cents = value === undefined ? undefined : apiRandCents(value);
    if (cents !== undefined) return cents;
  }
  return undefined;
}

/** A product's growth on what was put in: value minus capital or contributions, in cents and as a share. */
export interface ProductGrowth {
  cents: number;
  /** Of what was put in, in percent. */
  percent: number;
}

/**
 * Growth as the design computes it from figures the API gives (DESIGN §4 a): the balance less the
 * capital invested or the contributions. Undefined where either is missing (the retirement fund names
 * neither) or nothing was put in, so no slot shows an invented figure.
 */
export function productGrowth(summary: Figures): ProductGrowth | undefined {
  if (summary.Balance == null || !Number.isFinite(summary.Balance)) return undefined;
  const putIn = randLine(summary, PUT_IN_LABELS);
  if (putIn === undefined || putIn <= 0) return undefined;
  const cents = Math.round(summary.Balance * 100) - putIn;
  return { cents, percent: (cents / putIn) * 100 };
}

/** `+R18 412.50 (7.4%)`, or `−R1 000.00 (−2.0%)` for a fall (U+2212, DESIGN §5). */
export function formatGrowth({ cents, percent }: ProductGrowth): string {
  const sign = cents > 0 ? '+' : cents < 0 ? '−' : '';
  const share = `${percent < 0 ? '−' : ''}${Math.abs(percent).toFixed(1)}%`;
  return `${sign}${formatCurrency(Math.abs(cents) / 100)} (${share})`;
}

/** A cover product's insured amount in cents, from its "Cover amount" line; undefined where none is given. */
export function coverAmount(summary: Figures): number | undefined {
  return summary.Balance == null ? randLine(summary, [COVER_LABEL]) : undefined;
}
