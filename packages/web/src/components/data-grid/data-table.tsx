import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type DataGridProps, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { DataTableFooter, GridFooterContext, type LoadProgress } from './grid-footer.tsx';
import { GridToolbar } from './grid-toolbar.tsx';
import {
  GridToolbarContext,
  type DeleteSelectedOptions,
  type GridToolbarOptions,
} from './grid-toolbar-context.ts';
import { LabelledGridRow, RowAriaLabelContext } from './labelled-row.tsx';

export type DataTableProps<R extends GridValidRowModel> = Omit<DataGridProps<R>, 'checkboxSelection'> & {
  title: string;
  onAdd?: () => void;
  addLabel?: string;
  addDisabled?: boolean;
  exportFileName?: string;
  toolbarExtra?: React.ReactNode;
  /** A "Delete selected" toolbar button for the rows ticked with checkbox selection, after one confirmation. */
  deleteSelected?: DeleteSelectedOptions;
  /** Content between the title and the grid, e.g. filters. */
  aboveGrid?: React.ReactNode;
  /** Height of the grid area; by default it fills the viewport below the top bar. */
  height?: number | string;
  /**
   * While a list loads page by page: how many rows are in and how many there are ("Loading 2,000 /
   * 5,000…" above the pager). The rows shown stay usable; `loading` is for a grid with nothing to show yet.
   */
  loadProgress?: LoadProgress | null;
  /** The rows shown are being reloaded (after a save): a thin bar above the pager, the rows stay usable. */
  refreshing?: boolean;
  /**
   * The row's accessible name (`aria-label`), e.g. the product name or the SKU, so that a row keeps
   * its name at any horizontal scroll position; `null` or empty leaves the name to the cells shown.
   */
  getRowAriaLabel?: (row: R) => string | null | undefined;
};

/** Below md the Actions column comes first (after the checkbox column), so that Edit/Save are on screen. */
function actionsFirst<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
): readonly GridColDef<R>[] {
  const actions = columns.filter((c) => c.type === 'actions');
  if (actions.length === 0) return columns;
  return [...actions, ...columns.filter((c) => c.type !== 'actions')];
}

type RowAriaLabelOf = (row: GridValidRowModel) => string | null | undefined;

/**
 * The one grid of the app (docs/conventions.md: one way to do each thing): a titled MUI X DataGrid with the shared toolbar. The
 * page owns the data and the editing rules; this owns the look and the toolbar.
 */
export function DataTable<R extends GridValidRowModel>({
  title,
  onAdd,
  addLabel,
  addDisabled,
  exportFileName,
  toolbarExtra,
  deleteSelected,
  aboveGrid,
  height = 'max(480px, calc(100dvh - 180px))',
  loadProgress = null,
  refreshing = false,
  getRowAriaLabel,
  columns,
  slots,
  localeText,
  ...gridProps
}: DataTableProps<R>) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const shownColumns = useMemo(() => (narrow ? actionsFirst(columns) : columns), [narrow, columns]);
  const [checkboxSelection, setCheckboxSelection] = useState(false);
  const toolbar = useMemo<GridToolbarOptions>(
    () => ({
      ...(onAdd ? { onAdd } : {}),
      ...(addLabel ? { addLabel } : {}),
      ...(addDisabled !== undefined ? { addDisabled } : {}),
      checkboxSelection,
      onCheckboxSelectionChange: setCheckboxSelection,
      exportFileName: exportFileName ?? title.toLowerCase().replace(/\s+/g, '-'),
      extra: toolbarExtra,
      ...(deleteSelected ? { deleteSelected } : {}),
    }),
    [onAdd, addLabel, addDisabled, checkboxSelection, exportFileName, title, toolbarExtra, deleteSelected],
  );
  const footer = useMemo(() => ({ progress: loadProgress, refreshing }), [loadProgress, refreshing]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {aboveGrid}
      <GridToolbarContext.Provider value={toolbar}>
        <GridFooterContext.Provider value={footer}>
          <RowAriaLabelContext.Provider value={(getRowAriaLabel as RowAriaLabelOf | undefined) ?? null}>
            <Paper variant="outlined" sx={{ height, minHeight: 360, width: '100%', overflow: 'hidden' }}>
              <DataGrid<R>
                label={title}
                showToolbar
                checkboxSelection={checkboxSelection}
                disableRowSelectionOnClick
                pageSizeOptions={[25, 50, 100]}
                {...gridProps}
                columns={shownColumns}
                initialState={{
                  pagination: { paginationModel: { pageSize: 100, page: 0 } },
                  ...gridProps.initialState,
                }}
                localeText={{ noRowsLabel: 'No Rows', ...localeText }}
                slots={{
                  toolbar: GridToolbar,
                  footer: DataTableFooter,
                  ...(getRowAriaLabel ? { row: LabelledGridRow } : {}),
                  ...slots,
                }}
                sx={{ border: 0, ...gridProps.sx }}
              />
            </Paper>
          </RowAriaLabelContext.Provider>
        </GridFooterContext.Provider>
      </GridToolbarContext.Provider>
    </Box>
  );
}
