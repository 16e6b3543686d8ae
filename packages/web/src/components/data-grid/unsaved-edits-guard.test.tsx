import { useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { numberColumn, rowActionsColumn } from './columns.tsx';
import { DataTable } from './data-table.tsx';
import { useRowEditing } from './use-row-editing.ts';
import { pageHeld, renderGuardedPage } from '../../../test/guarded-page.tsx';

// A grid row (or cell) being edited holds the page while what is typed differs from where the edit
// started (decision 129): leaving asks "Discard unsaved changes?", as a guarded drawer does. It holds from
// the key that changed it: user-event here types without pausing (delay: null), so no timer runs between
// the last key and the check that follows it, as with a person who types and clicks a link at once.
interface Item {
  id: string;
  version: number;
  name: string;
  stock: number | null;
}

const item: Item = { id: 'a', version: 3, name: 'Toy car', stock: 5 };

/** Row editing as the product and listing grids have it: Edit, then Save or Cancel. */
function RowEditedGrid() {
  const apiRef = useGridApiRef();
  const reload = useCallback(async () => undefined, []);
  const storedRow = useCallback(() => item, []);
  const editing = useRowEditing<Item>({ apiRef, reload, storedRow });
  const columns = useMemo<GridColDef<Item>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 160, editable: true },
      numberColumn<Item>('stock', 'Stock', 100),
      rowActionsColumn<Item>({ ...editing, onDelete: () => {} }),
    ],
    [editing],
  );
  return (
    <DataTable<Item>
      title="Items"
      apiRef={apiRef}
      rows={[item]}
      columns={columns}
      processRowUpdate={(row: Item) => row}
      disableVirtualization
      {...editing.gridProps}
    />
  );
}

/** Cell editing as the sale upload grid has it: double-click a cell, Enter keeps the value. */
function CellEditedGrid() {
  const [rows, setRows] = useState([item]);
  return (
    <DataTable<Item>
      title="Items"
      rows={rows}
      columns={[{ field: 'name', headerName: 'Name', width: 160, editable: true }]}
      processRowUpdate={(row: Item) => {
        setRows([row]);
        return row;
      }}
      disableVirtualization
    />
  );
}

function renderAt(grid: ReactNode) {
  const router = renderGuardedPage('/grid', grid);
  return { router, user: userEvent.setup({ delay: null }) };
}

const question = () => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' });
const row = () => screen.getAllByRole('row')[1]!;
const nameInput = () => within(row()).getByRole('textbox', { name: 'Name' });
/** Tries to leave the page; answers whether the question was asked. */
async function leave(router: ReturnType<typeof renderAt>['router']) {
  await act(() => router.navigate('/elsewhere'));
  return router.state.location.pathname === '/grid';
}

describe('a grid row being edited', () => {
  it('holds the page only while a typed value differs from the row: Keep editing stays, Discard leaves', async () => {
    const { router, user } = renderAt(<RowEditedGrid />);
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    // In edit mode, nothing changed: a value typed and typed back is no change either.
    await user.type(nameInput(), 's');
    await user.type(nameInput(), '{Backspace}');
    expect(pageHeld()).toBe(false);
    expect(await leave(router)).toBe(false);
    expect(question()).toBeNull();
    await act(() => router.navigate(-1));

    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.clear(nameInput());
    await user.type(nameInput(), 'Wooden car');
    expect(pageHeld()).toBe(true);
    expect(await leave(router)).toBe(true);
    await waitFor(() => expect(question()).not.toBeNull());
    expect(question()!.textContent).toContain('The row being edited is not saved.');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(nameInput()).toHaveProperty('value', 'Wooden car');

    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(question()).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByText('Another page')).toBeTruthy());
  });

  it('lets the page go once the edit is cancelled', async () => {
    const { router, user } = renderAt(<RowEditedGrid />);
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.type(nameInput(), ' 2');
    expect(pageHeld()).toBe(true);
    expect(await leave(router)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    await user.click(within(row()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(row()).getByText('Toy car')).toBeTruthy());
    await waitFor(() => expect(pageHeld()).toBe(false));
    expect(await leave(router)).toBe(false);
  });
});

describe('a grid cell being edited', () => {
  it('holds the page while its typed value differs from the cell', async () => {
    const { router, user } = renderAt(<CellEditedGrid />);
    await user.dblClick(within(row()).getByText('Toy car'));
    await user.type(nameInput(), 's');
    expect(pageHeld()).toBe(true);
    expect(await leave(router)).toBe(true);
    await waitFor(() => expect(question()).not.toBeNull());
    expect(question()!.textContent).toContain('The cell being edited is not kept yet.');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByText('Another page')).toBeTruthy());
  });
});
