import {
  gridEditRowsStateSelector,
  useGridSelector,
  type GridApiCommon,
  type GridEditingState,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { RefObject } from 'react';
import { useDiscardGuard, useReportDirty } from '../discard-guard.tsx';

/** The row as its edit started (useRowEditing records it); by default the grid's row. */
export type EditStartOf<R extends GridValidRowModel> = (id: string) => R | undefined;

const MESSAGES = {
  row: 'The row being edited is not saved. Discard its changes, or keep editing and press Save.',
  cell: 'The cell being edited is not kept yet. Discard what was typed, or keep editing and press Enter.',
};

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** A cleared field is as empty as one never filled; lists and objects compare by their content. */
function sameCellValue(a: unknown, b: unknown): boolean {
  if (blank(a) && blank(b)) return true;
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null)
    return JSON.stringify(a) === JSON.stringify(b);
  return Object.is(a, b);
}

/** Whether a value typed in a row or cell being edited differs from the row as its edit started. */
function editsChanged(
  api: GridApiCommon,
  editRows: GridEditingState,
  startOf: EditStartOf<GridValidRowModel> | undefined,
): boolean {
  return Object.entries(editRows).some(([id, fields]) => {
    const start = startOf?.(id) ?? api.getRow(id);
    if (!start) return false;
    return Object.entries(fields).some(([field, { value }]) => {
      const column = api.getColumn(field);
      return column !== undefined && !sameCellValue(value, api.getRowValue(start, column));
    });
  });
}

/**
 * A row (or cell) being edited whose typed values differ from where the edit started holds the page:
 * leaving it asks first (decision 129). Rendered after the grid, whose render has set `apiRef`.
 */
export function UnsavedEditsGuard<R extends GridValidRowModel>({
  apiRef,
  editMode,
  startOf,
}: {
  apiRef: RefObject<GridApiCommon | null>;
  editMode: 'row' | 'cell';
  startOf: EditStartOf<R> | undefined;
}) {
  const gridApiRef = apiRef as RefObject<GridApiCommon>;
  const editRows = useGridSelector(gridApiRef, gridEditRowsStateSelector);
  const changed = editsChanged(gridApiRef.current, editRows, startOf as EditStartOf<GridValidRowModel>);
  const guard = useDiscardGuard(null, MESSAGES[editMode]);
  useReportDirty(changed, guard.setDirty);
  return null;
}
