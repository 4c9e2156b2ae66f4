import type { TableView as TableViewData } from '../../../src/api/dashboard';
import { makeStyles, useClasses, useStyles } from '../../../src/ui';
import { focusRing, reset } from '../../../src/ui/base-styles';
import { DateText } from '../../../src/ui/date-text';
import { color, font, space } from '../../../src/ui/tokens';
import { displayCell, isDateCell, isFigureColumn } from './table-cells';

const tableStyles = makeStyles(() => ({
  scroller: { ...reset, ...focusRing, display: 'block', maxWidth: '100%', overflowX: 'auto' },
  table: { borderCollapse: 'collapse', width: '100%', minWidth: '18rem', fontSize: font.sizeSmall },
  caption: { ...reset, display: 'table-caption', fontWeight: 700, paddingBottom: space[2] },
  cell: {
    ...reset,
    display: 'table-cell',
    fontSize: font.sizeSmall,
    padding: `${space[2]} ${space[3]}`,
    borderBottom: `1px solid ${color.divider}`,
    whiteSpace: 'nowrap',
  },
  head: { fontWeight: 700, backgroundColor: color.surface },
  figure: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
}));

/** Props of {@link TableView}. */
export interface TableViewProps {
  table: TableViewData;
  /** Columns to right-align whatever they hold; others are right-aligned when every cell is a figure. */
  figureColumns?: readonly string[];
}

/**
 * A product's table (spec §3 Product overview TableViews) as a real table: a caption, column headers,
 * the first cell of each row as its header, figures right-aligned. On a narrow screen it scrolls
 * sideways inside a focusable, labelled region so keyboard users can scroll it too.
 */
export function TableView({ table, figureColumns = [] }: TableViewProps) {
  const classes = useClasses(tableStyles);
  const { cx } = useStyles();
  const title = table.Title ?? 'Details';
  const figures = table.Columns.map(
    (column) =>
      figureColumns.includes(column.name) || isFigureColumn(table.Rows.map((row) => row[column.name])),
  );
  const align = (index: number) => figures[index] && classes.figure;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
    <section aria-label={title} tabIndex={0} className={classes.scroller}>
      <table className={classes.table}>
        <caption className={classes.caption}>{title}</caption>
        <thead>
          <tr>
            {table.Columns.map((column, index) => (
              <th key={column.name} scope="col" className={cx(classes.cell, classes.head, align(index))}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.Rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and never reorder.
            <tr key={rowIndex}>
              {table.Columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.name} scope="row" className={cx(classes.cell, align(index))}>
                    <Cell value={row[column.name]} />
                  </th>
                ) : (
                  <td key={column.name} className={cx(classes.cell, align(index))}>
                    <Cell value={row[column.name]} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A cell's value: a date relative to today (spec §9) in `<time>`, anything else as displayCell writes it. */
function Cell({ value }: { value: string | number | null | undefined }) {
  return isDateCell(value) ? <DateText value={value} /> : displayCell(value);
}
