import {
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  type GridApiCommon,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { RefObject } from 'react';
import { toCsvFromColumns, type CsvColumn, type CsvCell } from '@seller-desk/core';

/**
 * A column's value for the CSV file when the grid's own value is not what a spreadsheet needs (ids of
 * linked records, a value shown from elsewhere); undefined keeps the grid's value.
 */
export type CsvValueOf<R> = (field: string, row: R) => CsvCell;

/** The grid's raw value as a CSV cell: numbers stay numbers, lists are joined, objects are left out. */
export function plainCsvValue(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => plainCsvValue(v) ?? '').join(', ');
  return null;
}

/**
 * The grid's rows as core's CSV (BOM, plain numbers, yyyy-MM-dd dates, neutralised formulas): the
 * columns shown, in their order, and the rows the search and filters leave, in their sort order.
 */
export function gridToCsv<R extends GridValidRowModel>(
  apiRef: RefObject<GridApiCommon>,
  csvValue: CsvValueOf<R> | undefined,
): string {
  const api = apiRef.current;
  const columns = gridVisibleColumnDefinitionsSelector(apiRef).filter(
    (column: GridColDef) =>
      column.type !== 'actions' && !column.disableExport && column.field !== '__check__',
  );
  const ids = gridFilteredSortedRowIdsSelector(apiRef);
  const rows = ids.map((id) => api.getRow(id) as R).filter((row): row is R => row !== null);
  const csvColumns: CsvColumn<R>[] = columns.map((column) => ({
    header: column.headerName ?? column.field,
    value: (row) => {
      const own = csvValue?.(column.field, row);
      return own !== undefined ? own : plainCsvValue(api.getRowValue(row, column));
    },
  }));
  return toCsvFromColumns(csvColumns, rows);
}
