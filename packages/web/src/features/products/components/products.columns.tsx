import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { GridActionsCellItem, GridRowModes, type GridColDef, type GridRowModesModel } from '@mui/x-data-grid';
import { thumbnailUrl } from '../../../lib/files.ts';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import type { ProductRow } from '../product-row.ts';

export interface ProductColumnHandlers {
  rowModesModel: GridRowModesModel;
  /** Fields a failed save named, per row id. */
  fieldErrors: Record<string, string[]>;
  onOpenImages: (row: ProductRow) => void;
  onEdit: (id: string) => void;
  onSave: (id: string) => void;
  onCancel: (id: string) => void;
  onDelete: (row: ProductRow) => void;
}

function ImageCell({ row, onOpen }: { row: ProductRow; onOpen: (row: ProductRow) => void }) {
  const name = row.productName || 'the new product';
  const first = row.img ?? (row.productImage[0] ? thumbnailUrl(row.productImage[0]) : null);
  if (!first) {
    // A placeholder the size of a thumbnail; a new row gets its images once it is saved.
    const placeholder = (
      <ButtonBase
        aria-label={row.isNew ? 'Add image (available once the product is stored)' : `Add image for ${name}`}
        disabled={row.isNew}
        onClick={() => onOpen(row)}
        sx={{
          width: 76,
          height: 44,
          borderRadius: 1,
          border: 1,
          borderStyle: 'dashed',
          borderColor: row.isNew ? 'divider' : 'primary.main',
          color: row.isNew ? 'text.disabled' : 'primary.main',
          display: 'flex',
          flexDirection: 'column',
          gap: 0.25,
          fontSize: 11,
          fontWeight: 600,
          lineHeight: 1,
        }}
      >
        <AddPhotoAlternateIcon sx={{ fontSize: 18 }} />
        Add image
      </ButtonBase>
    );
    return row.isNew ? (
      <Tooltip title="Save the product first, then add its images">
        <span>{placeholder}</span>
      </Tooltip>
    ) : (
      placeholder
    );
  }
  return (
    <ButtonBase
      aria-label={`Images of ${name}`}
      onClick={() => onOpen(row)}
      sx={{ borderRadius: 1, overflow: 'hidden', position: 'relative' }}
    >
      <Box
        component="img"
        src={first}
        alt=""
        loading="lazy"
        sx={{ width: 44, height: 44, objectFit: 'cover', display: 'block', borderRadius: 1 }}
      />
      {row.productImage.length > 1 && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            right: 2,
            bottom: 2,
            px: 0.5,
            fontSize: 11,
            lineHeight: '16px',
            borderRadius: 0.5,
            bgcolor: 'rgba(0,0,0,0.6)',
            color: '#fff',
          }}
        >
          {row.productImage.length}
        </Box>
      )}
    </ButtonBase>
  );
}

const numberColumn = (field: keyof ProductRow, headerName: string, width = 80): GridColDef<ProductRow> => ({
  field,
  headerName,
  type: 'number',
  width,
  editable: true,
  valueFormatter: (value: number | null) => formatNumber(value),
});

export function productColumns(handlers: ProductColumnHandlers): GridColDef<ProductRow>[] {
  const columns: GridColDef<ProductRow>[] = [
    {
      field: 'img',
      headerName: 'Image',
      width: 100,
      sortable: false,
      filterable: false,
      disableExport: true,
      editable: false,
      renderCell: ({ row }) => <ImageCell row={row} onOpen={handlers.onOpenImages} />,
    },
    { field: 'productName', headerName: 'Product Name', minWidth: 174, flex: 1, editable: true },
    {
      field: 'purchaseCost',
      headerName: 'Purchase Cost',
      type: 'number',
      width: 122,
      editable: true,
      valueFormatter: (value: number | null) => formatRupees(value),
    },
    numberColumn('stock', 'Stock', 76),
    numberColumn('gst', 'GST', 72),
    { field: 'hsnCode', headerName: 'HSN Code', width: 96, editable: true },
    numberColumn('productLength', 'Length'),
    numberColumn('breadth', 'Breadth', 84),
    numberColumn('height', 'Height'),
    numberColumn('weight', 'Weight'),
    { field: 'rackNo', headerName: 'Rack No', width: 86, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 96,
      getActions: ({ id, row }) => {
        const key = String(id);
        const editing = handlers.rowModesModel[key]?.mode === GridRowModes.Edit;
        if (editing) {
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
    },
  ];
  // Outline the cells a failed save named, so the person sees which value to fix.
  return columns.map((column) => ({
    ...column,
    cellClassName: (params) =>
      handlers.fieldErrors[String(params.id)]?.includes(column.field) ? 'cell-error' : '',
  }));
}
