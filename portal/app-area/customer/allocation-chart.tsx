import { type Allocation, axisTicks } from '../../../src/domain/allocation';
import { formatCurrency } from '../../../src/domain/format-currency';
import { formatCurrencyShort } from '../../../src/domain/format-currency-short';
import { formatHalfPercent } from '../../../src/domain/percent-shares';
import { makeStyles, useClasses } from '../../../src/ui';
import { reset } from '../../../src/ui/base-styles';
import { DESKTOP, TABLET } from '../../../src/ui/breakpoints';
import { useDomId } from '../../../src/ui/dom-id';
import { type ColorName, color, font, radius, space, typeScale } from '../../../src/ui/tokens';

/**
 * The chart's colours, by token: the bars (the data) and the axis line must reach 3:1 against the
 * page (WCAG 1.4.11, tested); the grid lines and the track behind a bar are only guides.
 * @internal
 */
export const CHART_COLORS = {
  bar: 'primary',
  axis: 'border',
  grid: 'divider',
} as const satisfies Record<string, ColorName>;

/** The heading of the allocation section. @internal */
export const ALLOCATION_HEADING = 'How your investments are spread';

const BAR = 14;
const AXIS = 28;

const chartStyles = makeStyles(() => ({
  section: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
    padding: space[4],
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    backgroundColor: color.background,
    minWidth: 0,
    [TABLET]: { padding: space[5] },
  },
  heading: { ...reset, display: 'block', fontSize: font.sizeLarge, fontWeight: 700, lineHeight: 1.3 },
  layout: {
    ...reset,
    display: 'grid',
    gap: space[5],
    [DESKTOP]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
  chart: { ...reset, display: 'block', minWidth: 0 },
  plot: {
    ...reset,
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
    paddingBottom: space[3],
  },
  gridLayer: { position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' },
  row: { ...reset, position: 'relative', display: 'flex', flexDirection: 'column', gap: space[1] },
  rowLabel: {
    ...reset,
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: space[3],
    fontSize: font.sizeSmall,
  },
  rowName: { ...reset, display: 'block', fontSize: font.sizeSmall, minWidth: 0 },
  rowValue: {
    ...reset,
    display: 'block',
    fontSize: font.sizeSmall,
    fontWeight: 700,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  barLayer: { display: 'block', width: '100%', overflow: 'visible' },
  axisLayer: { display: 'block', width: '100%', overflow: 'visible', fontFamily: font.family },
  bar: { fill: color[CHART_COLORS.bar] },
  axis: { stroke: color[CHART_COLORS.axis], strokeWidth: 1 },
  grid: { stroke: color[CHART_COLORS.grid], strokeWidth: 1 },
  tick: { fill: color.textMuted, fontSize: typeScale.xSmall },
  table: {
    ...reset,
    display: 'table',
    width: '100%',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
  },
  caption: {
    ...reset,
    display: 'table-caption',
    captionSide: 'top',
    paddingBottom: space[2],
    fontSize: font.sizeSmall,
    color: color.textMuted,
  },
  cell: {
    ...reset,
    display: 'table-cell',
    fontSize: font.sizeSmall,
    [TABLET]: { fontSize: font.size },
    padding: `${space[2]} ${space[2]}`,
    borderBottom: `1px solid ${color.divider}`,
    verticalAlign: 'baseline',
    '&:first-of-type': { paddingInlineStart: 0 },
    '&:last-of-type': { paddingInlineEnd: 0 },
  },
  head: {
    fontSize: font.sizeSmall,
    fontWeight: 600,
    color: color.textMuted,
    [TABLET]: { fontSize: font.sizeSmall },
  },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  name: { fontWeight: 400 },
  total: { fontWeight: 700, borderBottom: 0 },
}));

/**
 * The allocation across products: horizontal SVG bars on a rand axis in §9's abbreviations (R200k,
 * R1.2 million), beside a table of the same figures. The SVG is aria-hidden: the table (a visible
 * legend, with full rand values and shares) carries the data for everyone, screen readers included.
 */
export function AllocationChart({ allocation }: { allocation: Allocation }) {
  const classes = useClasses(chartStyles);
  const headingId = useDomId();
  const { slices, total } = allocation;
  const ticks = axisTicks(Math.max(...slices.map((slice) => slice.balance)));
  const top = ticks.at(-1) ?? 1;
  const at = (value: number) => `${(value / top) * 100}%`;
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {ALLOCATION_HEADING}
      </h2>
      <div className={classes.layout}>
        {/* Names and values in HTML, so a long name wraps on a phone; bars, grid and axis in SVG. */}
        <div className={classes.chart} aria-hidden="true">
          <div className={classes.plot}>
            <svg className={classes.gridLayer} aria-hidden="true" focusable="false">
              {ticks.map((tick) => (
                <line key={tick} x1={at(tick)} x2={at(tick)} y1="0" y2="100%" className={classes.grid} />
              ))}
            </svg>
            {slices.map((slice) => (
              <div key={slice.name} className={classes.row}>
                <div className={classes.rowLabel}>
                  <span className={classes.rowName}>{slice.name}</span>
                  <span className={classes.rowValue}>{formatCurrencyShort(slice.balance)}</span>
                </div>
                <svg className={classes.barLayer} height={BAR} aria-hidden="true" focusable="false">
                  <rect x="0" y="0" width={at(slice.balance)} height={BAR} rx="3" className={classes.bar} />
                </svg>
              </div>
            ))}
          </div>
          <svg className={classes.axisLayer} height={AXIS} aria-hidden="true" focusable="false">
            <line x1="0" x2="100%" y1="0.5" y2="0.5" className={classes.axis} />
            {ticks.map((tick, index) => (
              <text
                key={tick}
                x={at(tick)}
                y="18"
                className={classes.tick}
                textAnchor={index === 0 ? 'start' : index === ticks.length - 1 ? 'end' : 'middle'}
              >
                {formatCurrencyShort(tick)}
              </text>
            ))}
          </svg>
        </div>
        <table className={classes.table}>
          <caption className={classes.caption}>Allocation by product</caption>
          <thead>
            <tr>
              <th scope="col" className={`${classes.cell} ${classes.head}`}>
                Product
              </th>
              <th scope="col" className={`${classes.cell} ${classes.head} ${classes.number}`}>
                Balance
              </th>
              <th scope="col" className={`${classes.cell} ${classes.head} ${classes.number}`}>
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {slices.map((slice) => (
              <tr key={slice.name}>
                <th scope="row" className={`${classes.cell} ${classes.name}`}>
                  {slice.name}
                </th>
                <td className={`${classes.cell} ${classes.number}`}>{formatCurrency(slice.balance)}</td>
                <td className={`${classes.cell} ${classes.number}`}>
                  {formatHalfPercent(slice.halfPercents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={`${classes.cell} ${classes.total}`}>
                Total
              </th>
              <td className={`${classes.cell} ${classes.number} ${classes.total}`}>
                {formatCurrency(total)}
              </td>
              <td className={`${classes.cell} ${classes.number} ${classes.total}`}>100%</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
