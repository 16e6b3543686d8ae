import { GridRow, type GridRowProps, type GridValidRowModel } from '@mui/x-data-grid';
import { createContext, useContext } from 'react';

/** DataTableProps.getRowAriaLabel of the grid around, for its rows. */
export const RowAriaLabelContext = createContext<
  ((row: GridValidRowModel) => string | null | undefined) | null
>(null);

/**
 * The grid's row, named after its identifying cell (`aria-label`) when the grid gives a
 * getRowAriaLabel: the DataGrid renders only the columns in view, so once the row is scrolled
 * sideways its name would otherwise lose the cells that identify it.
 */
export function LabelledGridRow(props: GridRowProps) {
  const getLabel = useContext(RowAriaLabelContext);
  const label = getLabel && props.row ? getLabel(props.row) : null;
  return label ? <GridRow {...props} aria-label={label} /> : <GridRow {...props} />;
}
