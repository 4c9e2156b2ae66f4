import type { Allocation } from '../../../src/domain/allocation';
import { formatHalfPercent } from '../../../src/domain/percent-shares';
import { makeStyles, useClasses, useStyles } from '../../../src/ui';
import { reset } from '../../../src/ui/base-styles';
import { useDomId } from '../../../src/ui/dom-id';
import { chartSeries, darkSurface, font, radii, space } from '../../../src/ui/tokens';

const splitStyles = makeStyles(() => ({
  split: { ...reset, display: 'flex', flexDirection: 'column', gap: space[3], minWidth: 0 },
  // On the hero's dark surface (DESIGN.md §4 a).
  label: { ...reset, display: 'block', fontWeight: 600, color: darkSurface.muted },
  bar: {
    ...reset,
    display: 'flex',
    gap: space[1],
    height: '12px',
    borderRadius: radii.pill,
    overflow: 'hidden',
  },
  legend: {
    ...reset,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
    gap: `${space[1]} ${space[5]}`,
    listStyle: 'none',
    fontSize: font.sizeSmall,
  },
  entry: { ...reset, display: 'flex', alignItems: 'center', gap: space[2] },
  swatch: { ...reset, flex: 'none', width: '10px', height: '10px', borderRadius: radii.small },
  name: { ...reset, flex: '1 1 auto', minWidth: 0, color: darkSurface.text },
  share: { ...reset, fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: darkSurface.text },
}));

/** The series colour of the slice at `index`; beyond the palette the colours repeat (the legend names each). */
const seriesColour = (index: number) => chartSeries[index % chartSeries.length] ?? chartSeries[0];

/**
 * "Where your money is" (DESIGN.md §4 a): one stacked bar of the products' shares and a legend with each
 * product's name and share (§9's percentages: whole, or one decimal for an exact half). The bar is
 * decoration; the legend carries every figure.
 */
export function MoneySplit({ allocation }: { allocation: Allocation }) {
  const classes = useClasses(splitStyles);
  const { css } = useStyles();
  const labelId = useDomId();
  return (
    <section className={classes.split} aria-labelledby={labelId}>
      <span id={labelId} className={classes.label}>
        Where your money is
      </span>
      <span className={classes.bar} aria-hidden="true">
        {allocation.slices.map((slice, index) => (
          <span
            key={slice.name}
            className={css({ flex: `${slice.halfPercents} 0 0`, background: seriesColour(index) })}
          />
        ))}
      </span>
      <ul className={classes.legend}>
        {allocation.slices.map((slice, index) => (
          <li key={slice.name} className={classes.entry}>
            <span
              className={`${classes.swatch} ${css({ background: seriesColour(index) })}`}
              aria-hidden="true"
            />
            <span className={classes.name}>{slice.name}</span>
            <span className={classes.share}>{formatHalfPercent(slice.halfPercents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
