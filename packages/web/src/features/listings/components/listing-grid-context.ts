import {
  gridEditRowsStateSelector,
  useGridApiContext,
  useGridSelector,
  type GridRowId,
} from '@mui/x-data-grid';
import { createContext, useContext, useMemo } from 'react';
import {
  editedDerived,
  storedDerived,
  type ListingDerived,
  type PricingSources,
} from '../listing-derived.ts';
import type { ListingRow } from '../listing-row.ts';
import type { Category } from '../api/category-fields.ts';

export interface ListingGridSources extends PricingSources {
  /** The channel's categories for the Category select, in the server's order (by name). */
  categoryList: readonly Category[];
}

export const ListingGridContext = createContext<ListingGridSources | null>(null);

export function useListingGridSources(): ListingGridSources {
  const sources = useContext(ListingGridContext);
  if (!sources) throw new Error('Listing cells must be rendered inside ListingGridContext');
  return sources;
}

/** The row with the values being typed merged in, when it is in edit mode. */
export function mergeEditValues(
  row: ListingRow,
  edit: Record<string, { value?: unknown }> | undefined,
): ListingRow {
  if (!edit) return row;
  const merged: Record<string, unknown> = { ...row };
  for (const [field, props] of Object.entries(edit)) merged[field] = props.value;
  return merged as unknown as ListingRow;
}

/**
 * The derived values of a row for a cell: the server's while the row is shown, core's live pricing of
 * the typed values while it is edited (so Purchase Cost, Price Should Be, the label and the colour follow
 * every keystroke).
 */
export function useRowDerived(
  id: GridRowId,
  row: ListingRow,
): { derived: ListingDerived; editing: boolean; current: ListingRow } {
  const apiRef = useGridApiContext();
  const sources = useListingGridSources();
  const editRows = useGridSelector(apiRef, gridEditRowsStateSelector);
  const edit = editRows[id];
  return useMemo(() => {
    if (!edit) return { derived: storedDerived(row), editing: false, current: row };
    const current = mergeEditValues(row, edit);
    return { derived: editedDerived(current, sources), editing: true, current };
  }, [edit, row, sources]);
}
