import { createContext, useContext } from 'react';

export interface GridToolbarOptions {
  /** Shows an "Add record" button (or the given label) that calls this. */
  onAdd?: () => void;
  addLabel?: string;
  addDisabled?: boolean;
  checkboxSelection: boolean;
  onCheckboxSelectionChange: (value: boolean) => void;
  exportFileName: string;
  /** Extra controls at the end of the toolbar, e.g. "Delete selected". */
  extra?: React.ReactNode;
}

export const GridToolbarContext = createContext<GridToolbarOptions | null>(null);

export function useGridToolbarOptions(): GridToolbarOptions {
  const options = useContext(GridToolbarContext);
  if (!options) throw new Error('The grid toolbar must be rendered by DataTable');
  return options;
}
