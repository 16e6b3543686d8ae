import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table.tsx';
import { namesInWords } from './names-in-words.ts';

// A list that loads page by page must not export part of itself as if it were whole (docs/screens.md,
// Shell): the grid's Export is disabled, saying why, until every row is in.
const rows = [
  { id: 'a', name: 'Kids set' },
  { id: 'b', name: 'Gift box' },
];
const columns = [{ field: 'name', headerName: 'Name', width: 200 }];
const exportButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Export' });

describe('DataTable Export while the list loads', () => {
  it('is disabled, with the reason, while rows are still arriving', () => {
    render(
      <DataTable title="Products" rows={rows} columns={columns} loadProgress={{ loaded: 2, total: 5_000 }} />,
    );
    expect(exportButton().disabled).toBe(true);
    // the reason is the tooltip's text, on the element around the disabled button
    expect(
      screen.getByLabelText('Export is ready once all 5,000 rows are loaded').contains(exportButton()),
    ).toBe(true);
  });

  it('is enabled once every row is in', () => {
    render(<DataTable title="Products" rows={rows} columns={columns} loadProgress={null} />);
    expect(exportButton().disabled).toBe(false);
    expect(screen.queryByLabelText(/Export is ready/)).toBeNull();
  });
});

// "Delete selected" names what goes: a person who ticked the wrong row sees it before it is deleted.
describe('DataTable Delete selected', () => {
  it('names the rows ticked in its question', async () => {
    const deleted: string[][] = [];
    render(
      <DataTable
        title="Listings"
        rows={rows}
        columns={columns}
        deleteSelected={{
          noun: { one: 'listing', many: 'listings' },
          nameOf: (row) => `SKU ${String(row.name)}`,
          onDelete: async (ids) => {
            deleted.push(ids);
          },
        }}
      />,
    );
    fireEvent.click(screen.getByLabelText('Checkbox selection'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 listings?' });
    expect(dialog.textContent).toContain('SKU Kids set and SKU Gift box will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([['a', 'b']]));
  });
});

describe('namesInWords', () => {
  it('names up to ten, then says how many more', () => {
    expect(namesInWords(['A'])).toBe('A');
    expect(namesInWords(['A', 'B', 'C'])).toBe('A, B and C');
    expect(namesInWords(['A', 'B', 'C', 'D'], 2)).toBe('A, B and 2 more');
  });
});
