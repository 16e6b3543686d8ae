import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import {
  numberColumn as editableNumberColumn,
  rowActionsColumn,
  type RowActionHandlers,
} from '../../../components/data-grid/columns.tsx';
import { thumbnailUrl } from '@seller-desk/core';
import { formatRupees } from '../../../lib/format.ts';
import type { ProductRow } from '../product-row.ts';

export interface ProductColumnHandlers extends RowActionHandlers<ProductRow> {
  /** Fields a failed save named, per row id. */
  fieldErrors: Record<string, string[]>;
  onOpenImages: (row: ProductRow) => void;
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

const numberColumn = (field: keyof ProductRow & string, headerName: string, width = 80) =>
  editableNumberColumn<ProductRow>(field, headerName, width);

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
    rowActionsColumn(handlers),
  ];
  // Outline the cells a failed save named, so the person sees which value to fix.
  return columns.map((column) => ({
    ...column,
    cellClassName: (params) =>
      handlers.fieldErrors[String(params.id)]?.includes(column.field) ? 'cell-error' : '',
  }));
}
