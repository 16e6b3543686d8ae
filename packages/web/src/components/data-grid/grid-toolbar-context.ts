import type { GridValidRowModel } from '@mui/x-data-grid';
import { createContext, useContext } from 'react';
import type { ColumnChooser } from './columns-dialog.tsx';
import type { CsvValueOf } from './export-csv.ts';

export interface GridToolbarOptions {
  /** Shows an "Add record" button (or the given label) that calls this. */
  onAdd?: () => void;
  addLabel?: string;
  addDisabled?: boolean;
  checkboxSelection: boolean;
  onCheckboxSelectionChange: (value: boolean) => void;
  exportFileName: string;
  /** Why Export waits (the list is still loading), or null: see exportHoldOf. */
  exportHold: string | null;
  /** Extra controls at the end of the toolbar. */
  extra?: React.ReactNode;
  /** Shows "Delete selected" while checkbox selection is on; see DataTableProps.deleteSelected. */
  deleteSelected?: DeleteSelectedOptions;
  /** The grid's own Columns dialog (order and visibility, remembered); the library's panel otherwise. */
  columnChooser?: ColumnChooser;
  /** CSV values that differ from the grid's (see DataTableProps.csvValue). */
  csvValue?: CsvValueOf<GridValidRowModel>;
}

export interface DeleteSelectedOptions {
  /** What a row is, for the question: { one: 'listing', many: 'listings' } → "Delete 3 listings?". */
  noun: { one: string; many: string };
  /** How a row is named in the question ("SKU FK-1"), so that the person sees what goes. */
  nameOf: (row: GridValidRowModel) => string;
  /** Deletes the rows; the selection is cleared once it resolves. Report per-row failures from here. */
  onDelete: (ids: string[]) => Promise<void>;
}

export const GridToolbarContext = createContext<GridToolbarOptions | null>(null);

export function useGridToolbarOptions(): GridToolbarOptions {
  const options = useContext(GridToolbarContext);
  if (!options) throw new Error('The grid toolbar must be rendered by DataTable');
  return options;
}
