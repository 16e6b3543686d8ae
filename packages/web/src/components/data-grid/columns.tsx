import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  GridActionsCellItem,
  GridEditInputCell,
  GridRowModes,
  type GridEditInputCellProps,
  type GridRenderEditCellParams,
  type GridColDef,
  type GridRowModesModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { formatNumber, formatRupees } from '../../lib/format.ts';

export interface RowActionHandlers<R extends GridValidRowModel> {
  rowModesModel: GridRowModesModel;
  onEdit: (id: string) => void;
  onSave: (id: string) => void;
  onCancel: (id: string) => void;
  onDelete: (row: R) => void;
}

/** More buttons before Edit/Delete (or Save/Cancel), e.g. the listing's Settlement Calculator. */
export interface RowActionExtras<R extends GridValidRowModel> {
  leading?: (row: R, id: string) => React.ReactElement[];
  /** Column width when leading actions are added. */
  width?: number;
}

/** The Actions column of an editable grid: "Edit" and "Delete" in view mode, "Save" and "Cancel" in edit mode. */
export function rowActionsColumn<R extends GridValidRowModel>(
  handlers: RowActionHandlers<R>,
  extras: RowActionExtras<R> = {},
): GridColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: extras.width ?? 96,
    getActions: ({ id, row }) => {
      const key = String(id);
      const leading = extras.leading?.(row, key) ?? [];
      if (handlers.rowModesModel[key]?.mode === GridRowModes.Edit) {
        return [
          ...leading,
          <GridActionsCellItem
            key="save"
            icon={<SaveIcon />}
            label="Save"
            color="primary"
            onClick={() => handlers.onSave(key)}
          />,
          <GridActionsCellItem
            key="cancel"
            icon={<CancelIcon />}
            label="Cancel"
            onClick={() => handlers.onCancel(key)}
          />,
        ];
      }
      return [
        ...leading,
        <GridActionsCellItem
          key="edit"
          icon={<EditIcon />}
          label="Edit"
          onClick={() => handlers.onEdit(key)}
        />,
        <GridActionsCellItem
          key="delete"
          icon={<DeleteIcon />}
          label="Delete"
          onClick={() => handlers.onDelete(row)}
        />,
      ];
    },
  };
}

/**
 * What a number box being edited holds: null when blank, the number when the text is one as it would be
 * written ("12", "12.5"), and otherwise the text itself ("12.", "0.50", "1e", "1,200"), so that the box
 * keeps showing what is typed and the row's checks read it ("Purchase Cost must be a number…"). The grid
 * once parsed each key to a number: text that is no number became a blank cell and was saved as unknown
 * while the box still showed it.
 */
export function typedNumber(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) && String(number) === trimmed ? number : text;
}

/** An editable number column, shown with Indian grouping (blank for an unknown value). */
export function numberColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
  width: number,
): GridColDef<R> {
  return {
    field,
    headerName,
    type: 'number',
    width,
    editable: true,
    valueFormatter: (value: number | null) => formatNumber(value),
    // what is typed is text; a stored value put in the cell (after a conflict, decision 154) stays as it is
    valueParser: (value: unknown) => (typeof value === 'string' ? typedNumber(value) : value),
  };
}

/** An editable rupee column: "₹1,25,000.00" in view, a right-aligned input with a ₹ prefix in edit. */
export function rupeeColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
  width: number,
): GridColDef<R> {
  return {
    ...numberColumn<R>(field, headerName, width),
    valueFormatter: (value: number | null) => formatRupees(value),
    renderEditCell: (params) => <LabelledEditInput {...params} startAdornment="₹" />,
  };
}

/**
 * The edit input of every grid (the one place: DataTable gives it to each editable column without its own
 * edit cell, and a feature's own edit cell renders it). It is named after its column ("Listing Price"),
 * so that it has a label for assistive technology (the library's input has none), optionally with a start
 * adornment such as "₹".
 *
 * It takes each typed value into the grid's edit state at once (debounceMs 0). The library's input waits
 * 200 ms after the last key, and in that time the grid did not have what was typed: a page-leaving link
 * clicked at once did not ask (decision 129), and the live values of the row (a listing's label, Price
 * Should Be, its Settlement Calculator) showed the value before it. Taking every key costs about 3 ms
 * of rendering per key on a grid of 5,000 listings (docs/performance.md, "Render stability").
 *
 * A number column's box is a text box with the phone's decimal keypad, as in the catalogue's forms, and
 * holds what is typed (`typedNumber`). The browser's number box reports text it cannot read ("1e", "--2")
 * as empty: the grid stored such a cell as unknown while the box still showed the text.
 */
export function LabelledEditInput({
  startAdornment,
  ...params
}: GridRenderEditCellParams & Pick<GridEditInputCellProps, 'onValueChange'> & { startAdornment?: string }) {
  const label = params.colDef.headerName ?? params.field;
  const isNumber = params.colDef.type === 'number';
  return (
    <GridEditInputCell
      {...params}
      debounceMs={0}
      slotProps={{
        root: {
          ...(startAdornment ? { startAdornment } : {}),
          ...(isNumber ? { type: 'text' } : {}),
          slotProps: {
            htmlInput: { 'aria-label': label, ...(isNumber ? { inputMode: 'decimal' } : {}) },
          },
        },
      }}
    />
  );
}

/** Every editable column without its own edit cell gets the labelled input. */
export function withLabelledEditInputs<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
): GridColDef<R>[] {
  return columns.map((column) =>
    column.editable && !column.renderEditCell && column.type !== 'actions'
      ? { ...column, renderEditCell: (params) => <LabelledEditInput {...params} /> }
      : column,
  );
}
