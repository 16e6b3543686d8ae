import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  useGridApiRef,
  type DataGridProps,
  type GridApiCommon,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo, useState, type RefObject } from 'react';
import { useColumnLayout } from './column-layout.ts';
import { withLabelledEditInputs } from './columns.tsx';
import type { ColumnChooser } from './columns-dialog.tsx';
import type { CsvValueOf } from './export-csv.ts';
import { DataTableFooter, GridFooterContext, type LoadProgress } from './grid-footer.tsx';
import { GridToolbar } from './grid-toolbar.tsx';
import {
  GridToolbarContext,
  type DeleteSelectedOptions,
  type GridToolbarOptions,
} from './grid-toolbar-context.ts';
import { LabelledGridRow, RowAriaLabelContext } from './labelled-row.tsx';
import { exportHoldOf } from './load-progress.ts';
import { UnsavedEditsGuard, type EditStartOf } from './unsaved-edits-guard.tsx';

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
   * Instead of a fixed height: the grid is as tall as its rows need, up to this height, then it scrolls
   * (a report of three lines takes three rows' room, not a screenful of empty grid).
   */
  maxHeight?: number | string;
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
  /**
   * Where the person's choice of columns (order and visibility, from the Columns dialog) is remembered
   * in this browser, e.g. 'listings:flipkart'; without it the library's column panel is used.
   */
  columnsKey?: string;
  /** Said in the Columns dialog: "Remembered for Flipkart in this browser." */
  columnsRememberedFor?: string;
  /** CSV export values that differ from the grid's own (linked records by name, shown-from-elsewhere values). */
  csvValue?: CsvValueOf<R>;
  /** What an empty grid says ("No Rows" unless given); a load error (localeText.noRowsLabel) wins. */
  emptyText?: string;
  /**
   * The row as its edit started (useRowEditing's gridProps give it): a row being edited whose typed
   * values differ from it asks before the page is left (decision 129). By default the grid's row.
   */
  editStartOf?: EditStartOf<R>;
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
 * Row editing that looks like editing: each input has a visible border and the paper background, numbers
 * stay right-aligned, the focused input has the primary colour. The library's input pads its text by
 * 16 px each side on top of the box's own padding, which left a Stock of 1250 showing "1" in an 80 px
 * column; the box's padding alone keeps the text off the border, so the whole value is read while typed.
 */
const editingSx = {
  '& .MuiDataGrid-row--editing': { boxShadow: 'none', bgcolor: 'action.hover' },
  '& .MuiDataGrid-row--editing .MuiDataGrid-cell--editing': { px: 0.5, bgcolor: 'transparent' },
  '& .MuiDataGrid-cell--editing .MuiInputBase-root': {
    height: 40,
    px: 1,
    border: '1px solid',
    borderColor: 'text.secondary',
    borderRadius: 1,
    bgcolor: 'background.paper',
    fontSize: 14,
  },
  '& .MuiDataGrid-cell--editing .MuiInputBase-root.Mui-focused': {
    borderColor: 'primary.main',
    boxShadow: (theme: { palette: { primary: { main: string } } }) =>
      `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '& .MuiDataGrid-cell--editing .MuiDataGrid-editInputCell input': { px: 0 },
  '& .MuiDataGrid-cell--editing.MuiDataGrid-cell--textRight input': { textAlign: 'right' },
  '& .MuiDataGrid-cell--editing .MuiInputAdornment-root': { mr: 0.25 },
  '& .MuiDataGrid-cell--editing .MuiAutocomplete-root .MuiInputBase-root': { height: 'auto', minHeight: 40 },
} as const;

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
  maxHeight,
  loadProgress = null,
  refreshing = false,
  getRowAriaLabel,
  columnsKey,
  columnsRememberedFor,
  csvValue,
  emptyText = 'No Rows',
  editStartOf,
  apiRef: givenApiRef,
  columns,
  slots,
  localeText,
  ...gridProps
}: DataTableProps<R>) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const ownApiRef = useGridApiRef();
  const apiRef = givenApiRef ?? ownApiRef;
  const labelledColumns = useMemo(() => withLabelledEditInputs(columns), [columns]);
  const defaultFields = useMemo(() => columns.map((c) => c.field), [columns]);
  const layout = useColumnLayout(columnsKey, defaultFields);
  const arranged = useMemo(() => {
    if (!columnsKey) return labelledColumns;
    const byField = new Map(labelledColumns.map((c) => [c.field, c]));
    return layout.order.flatMap((field) => {
      const column = byField.get(field);
      return column ? [column] : [];
    });
  }, [columnsKey, labelledColumns, layout.order]);
  const shownColumns = useMemo(() => (narrow ? actionsFirst(arranged) : arranged), [narrow, arranged]);
  const columnVisibilityModel = useMemo(
    () => (columnsKey ? Object.fromEntries([...layout.hidden].map((field) => [field, false])) : undefined),
    [columnsKey, layout.hidden],
  );
  const { setLayout, reset: resetLayout, hidden } = layout;
  const columnChooser = useMemo<ColumnChooser | undefined>(
    () =>
      columnsKey
        ? {
            columns: arranged.map((c) => ({
              field: c.field,
              headerName: c.headerName ?? c.field,
              hideable: c.type !== 'actions' && c.hideable !== false,
            })),
            hidden,
            onChange: setLayout,
            onReset: resetLayout,
            rememberedFor: columnsRememberedFor,
          }
        : undefined,
    [columnsKey, arranged, hidden, setLayout, resetLayout, columnsRememberedFor],
  );
  const [checkboxSelection, setCheckboxSelection] = useState(false);
  const exportHold = exportHoldOf(loadProgress);
  const toolbar = useMemo<GridToolbarOptions>(
    () => ({
      ...(onAdd ? { onAdd } : {}),
      ...(addLabel ? { addLabel } : {}),
      ...(addDisabled !== undefined ? { addDisabled } : {}),
      checkboxSelection,
      onCheckboxSelectionChange: setCheckboxSelection,
      exportFileName: exportFileName ?? title.toLowerCase().replace(/\s+/g, '-'),
      exportHold,
      extra: toolbarExtra,
      ...(deleteSelected ? { deleteSelected } : {}),
      ...(columnChooser ? { columnChooser } : {}),
      ...(csvValue ? { csvValue: csvValue as CsvValueOf<GridValidRowModel> } : {}),
    }),
    [
      onAdd,
      addLabel,
      addDisabled,
      checkboxSelection,
      exportFileName,
      exportHold,
      title,
      toolbarExtra,
      deleteSelected,
      columnChooser,
      csvValue,
    ],
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
            <Paper
              variant="outlined"
              sx={{
                width: '100%',
                overflow: 'hidden',
                // A grid in a flex column without a height grows with its rows until maxHeight.
                ...(maxHeight === undefined
                  ? { height, minHeight: 360 }
                  : { display: 'flex', flexDirection: 'column', maxHeight }),
              }}
            >
              <DataGrid<R>
                apiRef={apiRef}
                label={title}
                showToolbar
                checkboxSelection={checkboxSelection}
                disableRowSelectionOnClick
                pageSizeOptions={[25, 50, 100]}
                {...gridProps}
                columns={shownColumns}
                {...(columnVisibilityModel
                  ? {
                      columnVisibilityModel,
                      onColumnVisibilityModelChange: (model: Record<string, boolean>) =>
                        setLayout(
                          layout.order,
                          new Set(Object.keys(model).filter((field) => model[field] === false)),
                        ),
                    }
                  : {})}
                initialState={{
                  pagination: { paginationModel: { pageSize: 100, page: 0 } },
                  ...gridProps.initialState,
                }}
                localeText={{ noRowsLabel: emptyText, ...localeText }}
                slots={{
                  toolbar: GridToolbar,
                  footer: DataTableFooter,
                  ...(getRowAriaLabel ? { row: LabelledGridRow } : {}),
                  ...slots,
                }}
                sx={{ border: 0, ...editingSx, ...gridProps.sx }}
              />
              {/* After the grid: its render has set apiRef. */}
              <UnsavedEditsGuard
                apiRef={apiRef as RefObject<GridApiCommon | null>}
                editMode={gridProps.editMode ?? 'cell'}
                startOf={editStartOf}
              />
            </Paper>
          </RowAriaLabelContext.Provider>
        </GridFooterContext.Provider>
      </GridToolbarContext.Provider>
    </Box>
  );
}
