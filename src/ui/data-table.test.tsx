import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

const columns = [{ title: 'Date' }, { title: 'Description' }, { title: 'Amount', figure: true }];
const rows = [
  ['1 Mar 2024', 'Lump sum investment', 'R 250 000.00'],
  ['1 Mar 2025', 'Interest capitalised', 'R 18 750.00'],
];

describe('DataTable', () => {
  it('is a table named by its caption, inside a focusable region of the same name', () => {
    render(<DataTable caption="Transactions" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(table.querySelector('caption')?.textContent).toBe('Transactions');
    const region = screen.getByRole('region', { name: 'Transactions' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(table)).toBe(true);
  });

  // The phone layout sets display:block on the parts, which makes some browsers drop implicit roles.
  it('states every role explicitly, so the phone layout keeps the table semantics', () => {
    render(<DataTable caption="Transactions" columns={columns} rows={rows} />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('role')).toBe('table');
    for (const group of table.querySelectorAll('thead, tbody'))
      expect(group.getAttribute('role')).toBe('rowgroup');
    for (const row of table.querySelectorAll('tr')) expect(row.getAttribute('role')).toBe('row');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Date', 'Description', 'Amount']);
    expect(headers.every((header) => header.getAttribute('role') === 'columnheader')).toBe(true);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1 Mar 2024', '1 Mar 2025']);
    expect(within(table).getAllByRole('cell')).toHaveLength(4);
  });

  it("labels every body cell with its column's title for the stacked phone layout", () => {
    render(<DataTable caption="Transactions" columns={columns} rows={rows} />);
    const row = screen.getAllByRole('row')[1];
    if (!row) throw new Error('no body row');
    const labels = Array.from(row.querySelectorAll('th, td'), (cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(['Date', 'Description', 'Amount']);
    // The label is generated content, not text: the cell's text is its value alone.
    expect(within(row).getByRole('cell', { name: 'R 250 000.00' }).textContent).toBe('R 250 000.00');
  });

  it('right-aligns figure columns only', () => {
    render(<DataTable caption="Transactions" columns={columns} rows={rows} />);
    const [date, , amount] = screen.getAllByRole('columnheader');
    expect(amount?.className).not.toBe(date?.className);
    const amountCell = screen.getByRole('cell', { name: 'R 18 750.00' });
    const textCell = screen.getByRole('cell', { name: 'Interest capitalised' });
    expect(amountCell.className).not.toBe(textCell.className);
  });

  it('makes every cell a data cell when rows have no header', () => {
    render(<DataTable caption="Funds" columns={columns} rows={rows} rowHeaders={false} />);
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.getAllByRole('cell')).toHaveLength(6);
  });
});
