import {
  gridEditRowsStateSelector,
  GridRowEditStopReasons,
  GridRowModes,
  type GridApiCommon,
  type GridEventListener,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { useCallback, useState, type RefObject } from 'react';
import { useNotify } from '../snackbar.tsx';
import { errorMessage } from '../../lib/http.ts';
import { cellsAfterTheirSave, EditStarts, editingIds } from './edit-starts.ts';

/** A save that failed: which row, what to tell the person, the error code and the columns it named. */
export class RowSaveError extends Error {
  readonly rowId: string;
  readonly code: string;
  readonly fields: string[];
  constructor(rowId: string, message: string, code: string, fields: string[] = []) {
    super(message);
    this.rowId = rowId;
    this.code = code;
    this.fields = fields;
  }
}

/** A row the grid edits: stored (with its version) or new (a temporary id starting "new-"). */
export interface EditableRow {
  id: string;
  version: number;
  isNew?: boolean;
}

export interface RowEditingOptions<R extends EditableRow> {
  apiRef: RefObject<GridApiCommon | null>;
  /** Reloads the list (after a conflict, or a row deleted by someone else); resolves once it is in. */
  reload: () => Promise<unknown>;
  /** The stored row as the loaded list has it now. */
  storedRow: (id: string) => R | undefined;
  /** Whether a failed save means the row is gone (deleted by someone else); by default NOT_FOUND. */
  isGone?: (error: RowSaveError) => boolean;
}

const isNotFound = (error: RowSaveError) => error.code === 'NOT_FOUND';

/**
 * The row editing every editable grid shares (docs/screens.md, Product; decisions 030 and 032): rows leave edit mode only
 * through Save or Cancel; new rows sit above the stored ones until saved; a failed save keeps the row in
 * edit mode and outlines the cells it named; a save sends the version the edit started from; a conflict
 * reloads the list, and once it is in the cells this person did not change show their change and a second
 * Save stores both (decision 154); a row deleted by someone else
 * leaves edit mode. The feature keeps its own save (processRowUpdate) and messages.
 */
export function useRowEditing<R extends EditableRow>({
  apiRef,
  reload,
  storedRow,
  isGone = isNotFound,
}: RowEditingOptions<R>) {
  const notify = useNotify();
  const [newRows, setNewRows] = useState<R[]>([]);
  const [rowModesModel, setRowModesModel] = useState<GridRowModesModel>({});
  // The fields a failed save named, per row: their cells are outlined until the row is saved or cancelled.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  // The version each edited row started from: what a save sends (decision 032).
  const [editStarts] = useState(() => new EditStarts<R>());

  const clearFieldErrors = useCallback((id: string) => {
    setFieldErrors((current) => {
      if (!(id in current)) return current;
      const { [id]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const rememberStarts = useCallback(
    (ids: string[]) => editStarts.startAll(ids, (id) => apiRef.current?.getRow<R>(id)),
    [apiRef, editStarts],
  );

  const onRowModesModelChange = useCallback(
    (model: GridRowModesModel) => {
      rememberStarts(editingIds(model));
      setRowModesModel(model);
    },
    [rememberStarts],
  );

  const setMode = useCallback(
    (id: string, mode: GridRowModesModel[string]) => {
      if (mode.mode === GridRowModes.Edit) rememberStarts([id]);
      setRowModesModel((model) => ({ ...model, [id]: mode }));
    },
    [rememberStarts],
  );

  /** Adds a new row on top, in edit mode, and shows it. */
  const addRow = useCallback(
    (row: R, fieldToFocus: string, colIndex?: number) => {
      setNewRows((current) => [row, ...current]);
      setRowModesModel((model) => ({ ...model, [row.id]: { mode: GridRowModes.Edit, fieldToFocus } }));
      apiRef.current?.setPage(0);
      apiRef.current?.scrollToIndexes(colIndex === undefined ? { rowIndex: 0 } : { rowIndex: 0, colIndex });
    },
    [apiRef],
  );

  const onEdit = useCallback((id: string) => setMode(id, { mode: GridRowModes.Edit }), [setMode]);
  const onSave = useCallback((id: string) => setMode(id, { mode: GridRowModes.View }), [setMode]);

  const onCancel = useCallback(
    (id: string) => {
      setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
      editStarts.end(id);
      clearFieldErrors(id);
      // Removed once the grid has left edit mode: removing it in the same render makes the grid stop
      // editing a row that no longer exists.
      if (id.startsWith('new-'))
        setTimeout(() => setNewRows((current) => current.filter((row) => row.id !== id)), 0);
    },
    [setMode, clearFieldErrors, editStarts],
  );

  /** The row as its edit started: leaving the page asks while typed values differ from it. */
  const editStartOf = useCallback((id: string) => editStarts.get(id)?.values, [editStarts]);

  /** The version a save of this row sends: the one its edit started from. */
  const versionToSend = useCallback(
    (id: string, current: number) => editStarts.versionToSend(id, current),
    [editStarts],
  );

  /** A save went through: the edit ends, a new row is now among the stored ones. */
  const onSaved = useCallback(
    (id: string) => {
      setNewRows((current) =>
        current.some((row) => row.id === id) ? current.filter((row) => row.id !== id) : current,
      );
      editStarts.end(id);
      clearFieldErrors(id);
      // A new row was created, not updated: say which.
      notify({
        message: id.startsWith('new-') ? 'Created successfully' : 'Updated successfully',
        severity: 'success',
      });
    },
    [editStarts, clearFieldErrors, notify],
  );

  /** After a conflict, their change in the cells this person did not change (decision 154). */
  const takeTheirChange = useCallback(
    (id: string, stored: R) => {
      const api = apiRef.current;
      const start = editStarts.get(id)?.values;
      const edit = api ? gridEditRowsStateSelector(apiRef as RefObject<GridApiCommon>)[id] : undefined;
      if (api && start && edit) {
        const columns = Object.keys(edit).flatMap((field) => {
          const column = api.getColumn(field);
          return column ? [column] : [];
        });
        const cells = (row: R) =>
          Object.fromEntries(columns.map((column) => [column.field, api.getRowValue(row, column)]));
        const typed = Object.fromEntries(columns.map((column) => [column.field, edit[column.field]!.value]));
        for (const [field, value] of Object.entries(cellsAfterTheirSave(cells(start), cells(stored), typed)))
          void api.setEditCellValue({ id, field, value });
      }
      editStarts.seen(stored);
    },
    [apiRef, editStarts],
  );

  const onProcessRowUpdateError = useCallback(
    (error: unknown) => {
      if (!(error instanceof RowSaveError)) {
        notify({ message: errorMessage(error), severity: 'error' });
        return;
      }
      const id = error.rowId;
      setFieldErrors((current) => ({ ...current, [id]: error.fields }));
      if (isGone(error)) {
        // Deleted by someone else: there is nothing left to edit.
        editStarts.end(id);
        setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
        void reload();
      } else {
        // docs/screens.md, Product: a row leaves edit mode only through Save or Cancel; a failed save keeps the edits.
        setMode(id, { mode: GridRowModes.Edit });
        if (error.code === 'CONFLICT') {
          // Load their change; once it is in, the cells this person did not change show it, the ones
          // they changed keep what was typed, and the edit is based on it: the second Save stores both
          // (decisions 030, 032 and 154).
          void reload().then(() => {
            const stored = storedRow(id);
            if (stored) takeTheirChange(id, stored);
          });
        }
      }
      notify({ message: error.message, severity: 'error' });
    },
    [notify, isGone, editStarts, setMode, reload, storedRow, takeTheirChange],
  );

  // The old screens' rule, kept: automatic edit stops (focus out, Tab past the last input) are suppressed; only Save and
  // Cancel end an edit. From the keyboard, Enter is Save and Escape is Cancel (Tab moves between inputs).
  const onRowEditStop = useCallback<GridEventListener<'rowEditStop'>>(
    (params, event) => {
      event.defaultMuiPrevented = true;
      const id = String(params.id);
      if (params.reason === GridRowEditStopReasons.enterKeyDown) onSave(id);
      else if (params.reason === GridRowEditStopReasons.escapeKeyDown) onCancel(id);
    },
    [onSave, onCancel],
  );

  return {
    newRows,
    rowModesModel,
    fieldErrors,
    addRow,
    onEdit,
    onSave,
    onCancel,
    versionToSend,
    onSaved,
    /** Props for the DataTable. */
    gridProps: {
      editMode: 'row' as const,
      rowModesModel,
      onRowModesModelChange,
      onRowEditStop,
      onProcessRowUpdateError,
      // A row whose typed values differ from these holds the page (decision 129).
      editStartOf,
    },
  };
}
