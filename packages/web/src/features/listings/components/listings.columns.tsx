import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridCellParams, GridColDef } from '@mui/x-data-grid';
import {
  numberColumn as editableNumberColumn,
  rowActionsColumn,
  type RowActionHandlers,
} from '../../../components/data-grid/columns.tsx';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { rowLabel, type ListingNumberField, type ListingRow } from '../listing-row.ts';
import { CategoryEditCell, ListingPriceEditCell, ProductsEditCell } from './listing-edit-cells.tsx';
import { useRowDerived } from './listing-grid-context.ts';

export interface ListingColumnHandlers extends RowActionHandlers<ListingRow> {
  config: ListingChannelConfig;
  /** Fields (grid columns) a failed save named, per row id. */
  fieldErrors: Record<string, string[]>;
  onOpenSettlement: (row: ListingRow) => void;
}

const LABEL_COLOURS: Record<string, 'success' | 'error' | 'info'> = {
  Extra: 'success',
  Profit: 'success',
  LOSS: 'error',
  Perfect: 'info',
};

function Thumbnail({ src }: { src: string | null }) {
  return src ? (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      sx={{ width: 40, height: 40, objectFit: 'cover', display: 'block', borderRadius: 1 }}
    />
  ) : (
    <Box
      sx={{
        width: 40,
        height: 40,
        borderRadius: 1,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        color: 'text.disabled',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <ImageIcon fontSize="small" />
    </Box>
  );
}

function ImageCell({ row, id, handlers }: { row: ListingRow; id: string; handlers: ListingColumnHandlers }) {
  const { derived, current } = useRowDerived(id, row);
  if (!handlers.config.settlementDrawer) return <Thumbnail src={derived.img} />;
  return (
    <ButtonBase
      aria-label={`Settlement calculator for ${String(current.skuid ?? '').trim() || rowLabel(current)}`}
      title="Settlement calculator"
      onClick={() => handlers.onOpenSettlement(row)}
      sx={{ borderRadius: 1, position: 'relative' }}
    >
      <Thumbnail src={derived.img} />
      <Box
        component="span"
        sx={{
          position: 'absolute',
          right: -6,
          bottom: -4,
          width: 18,
          height: 18,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <CalculateIcon sx={{ fontSize: 13 }} />
      </Box>
    </ButtonBase>
  );
}

function RupeeCell({ value }: { value: number | null }) {
  return <span>{formatRupees(value)}</span>;
}

function PurchaseCostCell({ id, row }: { id: string; row: ListingRow }) {
  const { derived } = useRowDerived(id, row);
  return (
    <Box className={derived.purchaseCost === null ? 'cell-fill cell-empty' : 'cell-fill'}>
      <RupeeCell value={derived.purchaseCost} />
    </Box>
  );
}

function PriceShouldBeCell({ id, row }: { id: string; row: ListingRow }) {
  const { derived } = useRowDerived(id, row);
  // docs/fee-model.md: 0 when no price below 10000 is Perfect; the grid highlights it.
  return (
    <Box className={derived.priceShouldBe === 0 ? 'cell-fill cell-empty' : 'cell-fill'}>
      <RupeeCell value={derived.priceShouldBe} />
    </Box>
  );
}

function LabelCell({ id, row }: { id: string; row: ListingRow }) {
  const { derived } = useRowDerived(id, row);
  if (!derived.lossProfit) {
    return (
      <Typography
        component="span"
        variant="body2"
        color="text.disabled"
        title={derived.problems.map((p) => p.message).join('\n')}
      >
        —
      </Typography>
    );
  }
  return (
    <Chip
      size="small"
      label={derived.lossProfit}
      color={LABEL_COLOURS[derived.lossProfit] ?? 'default'}
      variant={derived.lossProfit === 'Perfect' ? 'filled' : 'outlined'}
    />
  );
}

function ProductsCell({ id, row }: { id: string; row: ListingRow }) {
  const { derived } = useRowDerived(id, row);
  return (
    <Box
      component="span"
      title={derived.productName ?? ''}
      sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {derived.productName ?? ''}
    </Box>
  );
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const numberColumn = (field: ListingNumberField, headerName: string, width = 96) =>
  editableNumberColumn<ListingRow>(field, headerName, width);

/** A dimension shows what pricing uses: the single linked product's, else the listing's (docs/fee-model.md). */
const dimensionColumn = (
  field: 'productLength' | 'breadth' | 'height' | 'weight',
  headerName: string,
): GridColDef<ListingRow> => ({
  ...numberColumn(field, headerName, 84),
  renderCell: ({ row }) => formatNumber(row.dimensions?.[field] ?? row[field]),
});

export function listingColumns(handlers: ListingColumnHandlers): GridColDef<ListingRow>[] {
  const { config } = handlers;
  const columns: GridColDef<ListingRow>[] = [
    {
      field: 'sno',
      headerName: 'S No.',
      type: 'number',
      width: 64,
      editable: false,
      valueFormatter: (value: number) => (value ? String(value) : ''),
    },
    {
      field: 'img',
      headerName: 'Image',
      width: 76,
      sortable: false,
      filterable: false,
      disableExport: true,
      editable: false,
      renderCell: ({ row, id }) => <ImageCell row={row} id={String(id)} handlers={handlers} />,
    },
    { field: 'skuid', headerName: 'Sku ID', minWidth: 140, flex: 1, editable: true },
    {
      ...numberColumn('listingPrice', 'Listing Price', 112),
      valueFormatter: (value: number | null) => formatRupees(value),
      renderEditCell: (params) => <ListingPriceEditCell {...params} />,
    },
    {
      field: 'priceShouldBe',
      headerName: 'Price Should Be',
      type: 'number',
      width: 128,
      editable: false,
      valueFormatter: (value: number | null) => formatRupees(value),
      renderCell: ({ row, id }) => <PriceShouldBeCell id={String(id)} row={row} />,
    },
    {
      field: 'productIds',
      headerName: 'Products',
      width: 240,
      editable: true,
      sortable: false,
      valueFormatter: (_value, row) => row.productName ?? '',
      getApplyQuickFilterFn: (search: string) => {
        const needle = search.toLowerCase();
        return (_value, row) => (row.productName ?? '').toLowerCase().includes(needle);
      },
      renderCell: ({ row, id }) => <ProductsCell id={String(id)} row={row} />,
      renderEditCell: (params) => <ProductsEditCell {...params} />,
    },
    {
      field: 'purchaseCost',
      headerName: 'Purchase Cost',
      type: 'number',
      width: 120,
      editable: false,
      valueFormatter: (value: number | null) => formatRupees(value),
      renderCell: ({ row, id }) => <PurchaseCostCell id={String(id)} row={row} />,
    },
    numberColumn('profit', 'Profit', 84),
    numberColumn('packing', 'Packing', 84),
    numberColumn('advertisingCost', 'Advertising Cost', 126),
    numberColumn('returnCost', 'Return Cost', 104),
    numberColumn('discount', 'Discount', 88),
    dimensionColumn('productLength', 'Length'),
    dimensionColumn('breadth', 'Breadth'),
    dimensionColumn('height', 'Height'),
    dimensionColumn('weight', 'Weight'),
  ];
  if (config.hasShippingFee) columns.push(numberColumn('shippingFee', 'Shipping Fee', 108));
  if (config.categoryField) {
    columns.push({
      field: 'categoryId',
      headerName: 'Category',
      width: 170,
      editable: true,
      valueFormatter: (_value, row) => row.category?.name ?? '',
      getApplyQuickFilterFn: (search: string) => {
        const needle = search.toLowerCase();
        return (_value, row) => (row.category?.name ?? '').toLowerCase().includes(needle);
      },
      renderCell: ({ row }) => row.category?.name ?? '',
      renderEditCell: (params) => <CategoryEditCell {...params} />,
    });
  }
  columns.push(
    {
      field: 'lossProfit',
      headerName: 'Label',
      width: 96,
      editable: false,
      renderCell: ({ row, id }) => <LabelCell id={String(id)} row={row} />,
    },
    rowActionsColumn(handlers),
  );

  const inputFields = new Set<string>([
    'skuid',
    'listingPrice',
    'profit',
    'packing',
    'advertisingCost',
    'returnCost',
    'discount',
    'shippingFee',
    'productIds',
    'categoryId',
  ]);
  // Listing Price is tinted by its class; an empty input is amber; a cell a failed save named is outlined.
  const cellClass = (field: string, params: GridCellParams<ListingRow>): string => {
    const classes: string[] = [];
    const row = params.row;
    if (handlers.fieldErrors[String(params.id)]?.includes(field)) classes.push('cell-error');
    if (field === 'listingPrice' && !isEmpty(row.listingPrice) && row.priceCellClass)
      classes.push(`price-${row.priceCellClass}`);
    if (inputFields.has(field)) {
      const value = field === 'productIds' ? (row.productIds.length === 0 ? null : 1) : params.value;
      if (isEmpty(value)) classes.push('cell-empty');
    }
    if (['productLength', 'breadth', 'height', 'weight'].includes(field)) {
      const dimension = row.dimensions?.[field as 'breadth'] ?? row[field as 'breadth'];
      if (isEmpty(dimension)) classes.push('cell-empty');
    }
    return classes.join(' ');
  };
  return columns.map((column) => ({ ...column, cellClassName: (params) => cellClass(column.field, params) }));
}
