import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { GridActionsCellItem, GridRowModes, type GridColDef, type GridRowModesModel } from '@mui/x-data-grid';
import { thumbnailUrl } from '../../../lib/files.ts';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import type { ProductRow } from '../product-row.ts';

export interface ProductColumnHandlers {
  rowModesModel: GridRowModesModel;
  onOpenImages: (row: ProductRow) => void;
  onEdit: (id: string) => void;
  onSave: (id: string) => void;
  onCancel: (id: string) => void;
  onDelete: (row: ProductRow) => void;
}

function ImageCell({ row, onOpen }: { row: ProductRow; onOpen: (row: ProductRow) => void }) {
  const name = row.productName || 'the new product';
  const first = row.img ?? (row.productImage[0] ? thumbnailUrl(row.productImage[0]) : null);
  if (row.isNew) {
    return (
      <Tooltip title="Save the product first, then add its images">
        <span>
          <Button size="small" disabled startIcon={<AddPhotoAlternateIcon />}>
            Add image
          </Button>
        </span>
      </Tooltip>
    );
  }
  if (!first) {
    return (
      <Button
        size="small"
        startIcon={<AddPhotoAlternateIcon />}
        aria-label={`Add image for ${name}`}
        onClick={() => onOpen(row)}
      >
        Add image
      </Button>
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

const numberColumn = (field: keyof ProductRow, headerName: string, width = 100): GridColDef<ProductRow> => ({
  field,
  headerName,
  type: 'number',
  width,
  editable: true,
  valueFormatter: (value: number | null) => formatNumber(value),
});

export function productColumns(handlers: ProductColumnHandlers): GridColDef<ProductRow>[] {
  return [
    {
      field: 'img',
      headerName: 'Image',
      width: 120,
      sortable: false,
      filterable: false,
      disableExport: true,
      editable: false,
      renderCell: ({ row }) => <ImageCell row={row} onOpen={handlers.onOpenImages} />,
    },
    { field: 'productName', headerName: 'Product Name', minWidth: 220, flex: 1, editable: true },
    {
      field: 'purchaseCost',
      headerName: 'Purchase Cost',
      type: 'number',
      width: 130,
      editable: true,
      valueFormatter: (value: number | null) => formatRupees(value),
    },
    numberColumn('stock', 'Stock', 90),
    numberColumn('gst', 'GST', 80),
    { field: 'hsnCode', headerName: 'HSN Code', width: 110, editable: true },
    numberColumn('productLength', 'Length', 90),
    numberColumn('breadth', 'Breadth', 90),
    numberColumn('height', 'Height', 90),
    numberColumn('weight', 'Weight', 90),
    { field: 'rackNo', headerName: 'Rack No', width: 100, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      cellClassName: 'actions',
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
}
