/**
 * The sandbox report pages' chart: one measure by month as labelled bars in inline SVG (nothing to load, so
 * the pages keep their strict policy), with units on the axis and a caption that says what the figures show.
 */

export interface Measure {
  /** What is counted, in sentence case: "Energy generated". */
  name: string;
  /** Its unit, as it follows a number: "MWh", "claims". */
  unit: string;
}

export interface MonthFigure {
  month: string;
  value: number;
}

const HEIGHT = 300;
const PLOT = { left: 56, right: 16, top: 24, bottom: 40 };
const BAR_COLOUR = '#C4105E';
const AXIS_COLOUR = '#5A5A66';
const GRID_COLOUR = '#E2E2E8';

/**
 * The axis's top: the smallest round step (10, 20, 50, 100 …) at or above the largest figure.
 * @internal
 */
export function axisMaximum(values: readonly number[]): number {
  const largest = Math.max(1, ...values);
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= largest);
  return step ?? 10 * magnitude;
}

/** The caption: the highest and lowest months and how the last month compares with the one before. */
export function chartCaption(measure: Measure, figures: readonly MonthFigure[]): string {
  const [first] = figures;
  if (!first) return `${measure.name}: no figures for this period.`;
  const highest = figures.reduce((best, figure) => (figure.value > best.value ? figure : best), first);
  const lowest = figures.reduce((least, figure) => (figure.value < least.value ? figure : least), first);
  const amount = (value: number) => `${value} ${measure.unit}`;
  const sentences = [
    `${measure.name} by month, in ${measure.unit}.`,
    `Highest in ${highest.month} (${amount(highest.value)}), lowest in ${lowest.month} (${amount(lowest.value)}).`,
  ];
  const last = figures.at(-1);
  const before = figures.at(-2);
  if (last && before) {
    const change = last.value - before.value;
    sentences.push(
      change === 0
        ? `${last.month} was level with ${before.month}.`
        : `${last.month} was ${amount(Math.abs(change))} ${change > 0 ? 'up on' : 'down on'} ${before.month}.`,
    );
  }
  return sentences.join(' ');
}

/** Text for HTML: the pages echo what the address carries. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The bars as SVG markup `width` units wide (drawn at that width, its text at 12 px), described by the
 * element with id `labelId` (the caption).
 */
export function barChart(
  measure: Measure,
  figures: readonly MonthFigure[],
  labelId: string,
  width: number,
): string {
  const top = axisMaximum(figures.map((figure) => figure.value));
  const plotWidth = width - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const slot = plotWidth / Math.max(1, figures.length);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => Math.round(share * top));
  const grid = ticks
    .map(
      (tick) =>
        `<line x1="${PLOT.left}" x2="${width - PLOT.right}" y1="${y(tick)}" y2="${y(tick)}" stroke="${GRID_COLOUR}"/>` +
        `<text x="${PLOT.left - 8}" y="${y(tick) + 4}" text-anchor="end" font-size="12" fill="${AXIS_COLOUR}">${tick}</text>`,
    )
    .join('');
  const bars = figures
    .map((figure, index) => {
      const x = PLOT.left + index * slot + slot * 0.2;
      const width = slot * 0.6;
      const centre = x + width / 2;
      return (
        `<rect x="${x}" y="${y(figure.value)}" width="${width}" height="${y(0) - y(figure.value)}" rx="3" fill="${BAR_COLOUR}"/>` +
        `<text x="${centre}" y="${y(figure.value) - 6}" text-anchor="middle" font-size="12" fill="#1F1F29">${figure.value}</text>` +
        `<text x="${centre}" y="${HEIGHT - PLOT.bottom + 18}" text-anchor="middle" font-size="12" fill="${AXIS_COLOUR}">${escapeHtml(figure.month)}</text>`
      );
    })
    .join('');
  const unitLabel = `<text x="${PLOT.left - 8}" y="${PLOT.top - 10}" text-anchor="end" font-size="12" fill="${AXIS_COLOUR}">${escapeHtml(measure.unit)}</text>`;
  return (
    `<svg viewBox="0 0 ${width} ${HEIGHT}" width="100%" class="chart-${width}" role="img" aria-labelledby="${labelId}">` +
    `${grid}${unitLabel}${bars}</svg>`
  );
}
