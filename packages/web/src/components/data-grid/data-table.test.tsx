import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table.tsx';

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
