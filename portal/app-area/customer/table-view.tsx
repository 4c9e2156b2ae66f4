import type { TableView as TableViewData } from '../../../src/api/dashboard';
import { DataTable } from '../../../src/ui/data-table';
import { DateText } from '../../../src/ui/date-text';
import { displayCell, isDateCell, isFigureColumn } from './table-cells';

/** Props of {@link TableView}. */
export interface TableViewProps {
  table: TableViewData;
  /** Columns to right-align whatever they hold; others are right-aligned when every cell is a figure. */
  figureColumns?: readonly string[];
}

/**
 * A product's table (spec §3 Product overview TableViews) as a {@link DataTable}: a caption, column
 * headers, the first cell of each row as its header, figures right-aligned, dates as §9 shows them;
 * below 600 px each row stacks as label–value lines.
 */
export function TableView({ table, figureColumns = [] }: TableViewProps) {
  const columns = table.Columns.map((column) => ({
    title: column.title,
    figure: figureColumns.includes(column.name) || isFigureColumn(table.Rows.map((row) => row[column.name])),
  }));
  const rows = table.Rows.map((row) =>
    table.Columns.map((column) => <Cell key={column.name} value={row[column.name]} />),
  );
  return <DataTable caption={table.Title ?? 'Details'} columns={columns} rows={rows} />;
}

/** A cell's value: a date relative to today (spec §9) in `<time>`, anything else as displayCell writes it. */
function Cell({ value }: { value: string | number | null | undefined }) {
  return isDateCell(value) ? <DateText value={value} /> : displayCell(value);
}
