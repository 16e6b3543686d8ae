import { useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../snackbar.tsx';
import { numberColumn, rowActionsColumn } from './columns.tsx';
import { DataTable } from './data-table.tsx';
import { RowSaveError, useRowEditing } from './use-row-editing.ts';

// The shared row editing (useRowEditing, the Actions and number columns, the one DataTable) as a person
// uses it: Edit, type, Save or Cancel; a conflict and a field error keep the row open. The "server" is a
// save function each test decides; nothing leaves the test. User-event types without pausing (delay:
// null): a click follows the last key with no timer run in between, as when a person clicks at once.
interface Item {
  id: string;
  version: number;
  name: string;
  stock: number | null;
}

type Save = (row: Item, version: number) => Promise<Item>;

// `theirs`: the rows as someone else has saved them meanwhile; a reload brings them in.
function ItemsGrid({ save, initial, theirs }: { save: Save; initial: Item[]; theirs?: Item[] }) {
  const apiRef = useGridApiRef();
  const [items, setItems] = useState(initial);
  const stored = useRef(initial);
  const reload = useCallback(async () => {
    if (theirs) {
      stored.current = theirs;
      setItems(theirs);
    }
  }, [theirs]);
  const storedRow = useCallback((id: string) => stored.current.find((item) => item.id === id), []);
  const editing = useRowEditing<Item>({ apiRef, reload, storedRow });
  const { versionToSend, onSaved } = editing;
  const columns = useMemo<GridColDef<Item>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 160, editable: true },
      {
        ...numberColumn<Item>('stock', 'Stock', 100),
        cellClassName: ({ id }) => (editing.fieldErrors[String(id)]?.includes('stock') ? 'field-error' : ''),
      },
      rowActionsColumn<Item>({ ...editing, onDelete: () => {} }),
    ],
    [editing],
  );
  const processRowUpdate = useCallback(
    async (row: Item) => {
      const saved = await save(row, versionToSend(row.id, row.version));
      setItems((current) => current.map((item) => (item.id === saved.id ? saved : item)));
      stored.current = stored.current.map((item) => (item.id === saved.id ? saved : item));
      onSaved(row.id);
      return saved;
    },
    [save, versionToSend, onSaved],
  );
  return (
    <DataTable<Item>
      title="Items"
      apiRef={apiRef}
      rows={items}
      columns={columns}
      processRowUpdate={processRowUpdate}
      disableVirtualization
      {...editing.gridProps}
    />
  );
}

const item: Item = { id: 'a', version: 3, name: 'Toy car', stock: 5 };

const other: Item = { id: 'b', version: 1, name: 'Doll', stock: 2 };

function renderGrid(save: Save, initial = [item], theirs?: Item[]) {
  render(
    <SnackbarProvider>
      <ItemsGrid save={save} initial={initial} theirs={theirs} />
    </SnackbarProvider>,
  );
  return userEvent.setup({ delay: null });
}

const row = (index = 1) => screen.getAllByRole('row')[index]!;
const stockInput = (index = 1) => within(row(index)).getByRole('textbox', { name: 'Stock' });
const nameInput = () => within(row()).getByRole('textbox', { name: 'Name' });

/** A save refused as stale the first time (someone else saved the row), then stored with the next version. */
function refusedOnceThenSaved() {
  let refused = false;
  return vi.fn<Save>(async (r, version) => {
    if (!refused) {
      refused = true;
      throw new RowSaveError('a', 'Someone else saved this row since you opened it', 'CONFLICT');
    }
    return { ...r, version: version + 1 };
  });
}

describe('shared row editing', () => {
  it('saves the typed value with the version the edit started from, then leaves edit mode', async () => {
    const save = vi.fn<Save>(async (r) => ({ ...r, version: r.version + 1 }));
    const user = renderGrid(save);
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.clear(stockInput());
    await user.type(stockInput(), '12');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]![0]).toMatchObject({ id: 'a', stock: 12 });
    expect(save.mock.calls[0]![1]).toBe(3);
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    expect(within(row()).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(row()).getByText('12')).toBeTruthy();
  });

  it('takes a number as typed, its dot included, and keeps text that is no number for the row to name', async () => {
    const save = vi.fn<Save>(async (r) => ({ ...r, version: r.version + 1 }));
    const user = renderGrid(save);
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.clear(stockInput());
    await user.type(stockInput(), '12.5');
    expect(stockInput()).toHaveProperty('value', '12.5');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]![0]).toMatchObject({ stock: 12.5 });

    // The browser's number box showed "1e" but reported it empty, and the row was saved blank.
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.clear(stockInput());
    await user.type(stockInput(), '1e');
    expect(stockInput()).toHaveProperty('value', '1e');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0]).toMatchObject({ stock: '1e' });
  });

  it('keeps what was typed when another row is opened at once, and saves exactly that', async () => {
    const save = vi.fn<Save>(async (r) => ({ ...r, version: r.version + 1 }));
    const user = renderGrid(save, [item, other]);
    await user.click(within(row(1)).getByRole('button', { name: 'Edit' }));
    await user.clear(within(row(1)).getByRole('textbox', { name: 'Name' }));
    await user.type(within(row(1)).getByRole('textbox', { name: 'Name' }), 'Wooden car');
    await user.click(within(row(2)).getByRole('button', { name: 'Edit' }));
    expect(within(row(1)).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Wooden car');
    await user.click(within(row(1)).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]![0]).toMatchObject({ id: 'a', name: 'Wooden car', stock: 5 });
  });

  it('drops the typed value on Cancel and saves nothing', async () => {
    const save = vi.fn<Save>(async (r) => r);
    const user = renderGrid(save);
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.clear(stockInput());
    await user.type(stockInput(), '99');
    await user.click(within(row()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(row()).getByText('5')).toBeTruthy());
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the row open with the typed value and the message on a conflict', async () => {
    const save = vi.fn<Save>(async () => {
      throw new RowSaveError('a', 'Someone else saved this row since you opened it', 'CONFLICT');
    });
    const user = renderGrid(save);
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.clear(stockInput());
    await user.type(stockInput(), '7');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved this row since you opened it')).toBeTruthy();
    expect(within(row()).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(stockInput()).toHaveProperty('value', '7');
  });

  it('after a conflict, shows their change in the cells not changed here, and the second Save stores both', async () => {
    // Someone else renamed the toy car meanwhile; this person changes its stock.
    const theirs: Item = { ...item, version: 4, name: 'Wooden car' };
    const save = refusedOnceThenSaved();
    const user = renderGrid(save, [item], [theirs]);
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.clear(stockInput());
    await user.type(stockInput(), '7');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved this row since you opened it')).toBeTruthy();
    // the old flow kept "Toy car" in the edit cell and the second Save put it back, unseen
    await waitFor(() => expect(nameInput()).toHaveProperty('value', 'Wooden car'));
    expect(stockInput()).toHaveProperty('value', '7');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0]).toMatchObject({ id: 'a', name: 'Wooden car', stock: 7 });
    expect(save.mock.calls[1]![1]).toBe(4);
  });

  it('after a conflict, shows their number in a number cell not changed here', async () => {
    const theirs: Item = { ...item, version: 4, stock: 30 };
    const save = refusedOnceThenSaved();
    const user = renderGrid(save, [item], [theirs]);
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.clear(nameInput());
    await user.type(nameInput(), 'Wooden car');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved this row since you opened it')).toBeTruthy();
    await waitFor(() => expect(stockInput()).toHaveProperty('value', '30'));
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0]).toMatchObject({ name: 'Wooden car', stock: 30 });
  });

  it('after a conflict, keeps this person’s value in a cell both changed', async () => {
    const theirs: Item = { ...item, version: 4, stock: 2 };
    const save = refusedOnceThenSaved();
    const user = renderGrid(save, [item], [theirs]);
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.clear(stockInput());
    await user.type(stockInput(), '7');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved this row since you opened it')).toBeTruthy();
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(stockInput()).toHaveProperty('value', '7');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0]).toMatchObject({ name: 'Toy car', stock: 7 });
    expect(save.mock.calls[1]![1]).toBe(4);
  });

  it('keeps the row open and marks the cell a field error names', async () => {
    const save = vi.fn<Save>(async () => {
      throw new RowSaveError('a', 'Stock must be a whole number of 0 or more', 'BAD_USER_INPUT', ['stock']);
    });
    const user = renderGrid(save);
    await user.click(within(row()).getByRole('button', { name: 'Edit' }));
    await user.clear(stockInput());
    await user.type(stockInput(), '3');
    await user.click(within(row()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock must be a whole number of 0 or more')).toBeTruthy();
    expect(within(row()).getByRole('button', { name: 'Save' })).toBeTruthy();
    await waitFor(() =>
      expect(row().querySelector('[data-field="stock"]')!.className).toMatch(/field-error/),
    );
  });
});
