import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridRowModesModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { formatNumber } from '../../lib/format.ts';

export interface RowActionHandlers<R extends GridValidRowModel> {
  rowModesModel: GridRowModesModel;
  onEdit: (id: string) => void;
  onSave: (id: string) => void;
  onCancel: (id: string) => void;
  onDelete: (row: R) => void;
}

/** The Actions column of an editable grid: "Edit" and "Delete" in view mode, "Save" and "Cancel" in edit mode. */
export function rowActionsColumn<R extends GridValidRowModel>(handlers: RowActionHandlers<R>): GridColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 96,
    getActions: ({ id, row }) => {
      const key = String(id);
      if (handlers.rowModesModel[key]?.mode === GridRowModes.Edit) {
        return [
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
  };
}
