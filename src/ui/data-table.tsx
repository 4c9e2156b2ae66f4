import type { ReactNode } from 'react';
import { focusRing, reset, visuallyHidden } from './base-styles';
import { BELOW_TABLET } from './breakpoints';
import { useDomId } from './dom-id';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, font, space } from './tokens';

/** Below this width a table's rows stack: each cell on its own line, its column's title before it. */
export const STACKED_TABLE_MEDIA = BELOW_TABLET;

const STACKED = STACKED_TABLE_MEDIA;

const tableStyles = makeStyles(() => ({
  scroller: {
    ...reset,
    ...focusRing,
    display: 'block',
    maxWidth: '100%',
    overflowX: 'auto',
    [STACKED]: { overflowX: 'visible' },
  },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: font.sizeSmall,
    [STACKED]: { display: 'block' },
  },
  caption: {
    ...reset,
    display: 'table-caption',
    fontWeight: 700,
    paddingBottom: space[2],
    [STACKED]: { display: 'block' },
  },
  // The header row stays in the accessibility tree on a phone (its cells name the columns), but its
  // titles are shown beside each value instead.
  head: { [STACKED]: visuallyHidden },
  body: { [STACKED]: { display: 'block' } },
  row: {
    [STACKED]: {
      display: 'block',
      paddingBlock: space[2],
      borderBottom: `1px solid ${color.divider}`,
    },
  },
  cell: {
    ...reset,
    display: 'table-cell',
    fontSize: font.sizeSmall,
    padding: `${space[2]} ${space[3]}`,
    borderBottom: `1px solid ${color.divider}`,
    whiteSpace: 'nowrap',
    [STACKED]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      columnGap: space[3],
      padding: `${space[1]} 0`,
      border: 0,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      // The column's title, for the eye only: the cell's column header already names it to a screen
      // reader, so the generated text is given empty alternative text (browsers without the `/ ""`
      // syntax keep the first declaration and read the title twice, which is the lesser harm).
      '&::before': {
        content: ['attr(data-label)', 'attr(data-label)/""'],
        fontWeight: 600,
        color: color.textMuted,
        textAlign: 'start',
      },
    },
    // A date reads as one piece: "12 Apr 1988" never breaks across lines.
    '& time': { whiteSpace: 'nowrap' },
  },
  columnHead: { fontWeight: 700, backgroundColor: color.surface },
  figure: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
}));

/** A column of a {@link DataTable}. */
interface DataTableColumn {
  /** The column header's text; on a phone, also the label before each of its values. */
  title: string;
  /** Right-aligned (money, percentages, quantities). */
  figure?: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps {
  /** The table's caption, which also names the scrolling region around it. */
  caption: string;
  columns: readonly DataTableColumn[];
  /** One array of cells per row, in column order. */
  rows: readonly (readonly ReactNode[])[];
  /** Whether each row's first cell is the row's header (the default); else every cell is a data cell. */
  rowHeaders?: boolean;
}

/**
 * A data table that fits every screen. From 600 px it is a table (caption, column headers, the first
 * cell of each row as its header, figures right-aligned) in a focusable, labelled region that scrolls
 * sideways if it must. Below 600 px each row becomes a block of label–value lines, the label being its
 * column's title, so no column is ever clipped or scrolled out of sight.
 *
 * The parts keep explicit table roles: `display: block` on table parts makes some browsers drop their
 * implicit roles, and a screen reader would then read a phone's table as loose text. The labels are
 * CSS generated content (`data-label`) rather than markup so the cells' text and accessible names stay
 * their values; the styles come from the same nonce'd or constructed sheet as every other style.
 */
export function DataTable({ caption, columns, rows, rowHeaders = true }: DataTableProps) {
  const classes = useClasses(tableStyles);
  const { cx } = useStyles();
  const captionId = useDomId();
  const align = (index: number) => columns[index]?.figure && classes.figure;
  /* biome-ignore-start lint/a11y/noRedundantRoles: explicit roles keep the table's semantics when the
     phone layout sets display:block on its parts. */
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
    <section aria-label={caption} tabIndex={0} className={classes.scroller}>
      <table role="table" aria-labelledby={captionId} className={classes.table}>
        <caption id={captionId} className={classes.caption}>
          {caption}
        </caption>
        <thead role="rowgroup" className={classes.head}>
          <tr role="row">
            {columns.map((column, index) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table's life.
                key={index}
                role="columnheader"
                scope="col"
                className={cx(classes.cell, classes.columnHead, align(index))}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={classes.body}>
          {rows.map((cells, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and never reorder.
            <tr key={rowIndex} role="row" className={classes.row}>
              {columns.map((column, index) =>
                index === 0 && rowHeaders ? (
                  <th
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns.
                    key={index}
                    role="rowheader"
                    scope="row"
                    data-label={column.title}
                    className={cx(classes.cell, align(index))}
                  >
                    <span>{cells[index]}</span>
                  </th>
                ) : (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns.
                    key={index}
                    role="cell"
                    data-label={column.title}
                    className={cx(classes.cell, align(index))}
                  >
                    <span>{cells[index]}</span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
  /* biome-ignore-end lint/a11y/noRedundantRoles: end */
}
