import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridCellParams, GridColDef } from '@mui/x-data-grid';
import { GridActionsCellItem } from '@mui/x-data-grid';
import {
  numberColumn as editableNumberColumn,
  rowActionsColumn,
  rupeeColumn,
  type RowActionHandlers,
} from '../../../components/data-grid/columns.tsx';
import {
  NO_PERFECT_PRICE_TEXT,
  hasNoPerfectPrice,
  missingInputsText,
  outcomeTone,
} from '../listing-derived.ts';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { listingTitle, rowLabel, type ListingNumberField, type ListingRow } from '../listing-row.ts';
import { CategoryEditCell, ListingPriceEditCell, ProductsEditCell } from './listing-edit-cells.tsx';
import { useRowDerived } from './listing-grid-context.ts';
import { OutcomeChip } from './listing-legend.tsx';

export interface ListingColumnHandlers extends RowActionHandlers<ListingRow> {
  config: ListingChannelConfig;
  /** The SKU column's width, from the longest SKU loaded (widthForText). */
  skuWidth: number;
  /** Fields (grid columns) a failed save named, per row id. */
  fieldErrors: Record<string, string[]>;
  onOpenSettlement: (row: ListingRow) => void;
}

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

/** A rupee value, or "—" when it cannot be computed (the Label cell says which input is missing). */
function RupeeCell({ value }: { value: number | null }) {
  return <span>{value === null ? '—' : formatRupees(value)}</span>;
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
  // core gives 0 when no whole-rupee price below ₹10,000 is Perfect: a state of its own, not ₹0.00.
  if (hasNoPerfectPrice(derived)) {
    return (
      <Box className="cell-fill psb-none" title="No whole-rupee price below ₹10,000 is Perfect">
        {NO_PERFECT_PRICE_TEXT}
      </Box>
    );
  }
  return (
    <Box className="cell-fill">
      <RupeeCell value={derived.priceShouldBe} />
    </Box>
  );
}

function LabelCell({ id, row }: { id: string; row: ListingRow }) {
  const { derived } = useRowDerived(id, row);
  if (!derived.lossProfit) {
    // Which inputs are missing, in the row itself (the whole text a hover away when it is long).
    const text = missingInputsText(derived.problems);
    return (
      <Box className="cell-fill cell-empty" sx={{ justifyContent: 'flex-start !important' }}>
        <ClampedText text={text || 'Not computed'} className="label-missing" variant="caption" />
      </Box>
    );
  }
  return <OutcomeChip label={derived.lossProfit} tone={outcomeTone(derived.lossProfit)} />;
}

/** Text on at most two lines; the whole text is in the page and in the hover title. */
export function ClampedText({
  text,
  className,
  variant = 'body2',
}: {
  text: string;
  className?: string;
  variant?: 'body2' | 'caption';
}) {
  return (
    <Typography
      component="span"
      variant={variant}
      title={text}
      className={className}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'normal',
        lineHeight: 1.35,
        wordBreak: 'break-word',
      }}
    >
      {text}
    </Typography>
  );
}

function ProductsCell({ id, row }: { id: string; row: ListingRow }) {
  const { derived } = useRowDerived(id, row);
  return <ClampedText text={derived.productName ?? ''} />;
}

/** The row's thumbnail (the first linked product's first image). */
function ImageCell({ id, row }: { id: string; row: ListingRow }) {
  const { derived } = useRowDerived(id, row);
  return <Thumbnail src={derived.img} />;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const numberColumn = (field: ListingNumberField, headerName: string, width = 96) =>
  editableNumberColumn<ListingRow>(field, headerName, width);
const moneyColumn = (field: ListingNumberField, headerName: string, width = 104) =>
  rupeeColumn<ListingRow>(field, headerName, width);

/**
 * Width for a text column from its longest value (about 8 px a character), within limits, with room for
 * the edit box's border and padding, so that the value is whole while the row is edited too.
 */
export function widthForText(values: Iterable<string>, min: number, max: number): number {
  let longest = 0;
  for (const value of values) longest = Math.max(longest, value.length);
  return Math.min(max, Math.max(min, Math.ceil(longest * 8.2) + 40));
}

/** A dimension shows what pricing uses: the single linked product's, else the listing's (docs/fee-model.md). */
const dimensionColumn = (
  field: 'productLength' | 'breadth' | 'height' | 'weight',
  headerName: string,
): GridColDef<ListingRow> => ({
  ...numberColumn(field, headerName, 116),
  renderCell: ({ row }) => formatNumber(row.dimensions?.[field] ?? row[field]),
});

export function listingColumns(handlers: ListingColumnHandlers): GridColDef<ListingRow>[] {
  const { config } = handlers;
  const settlement = (row: ListingRow) =>
    config.settlementDrawer
      ? [
          <GridActionsCellItem
            key="settlement"
            icon={<CalculateIcon />}
            label={`Settlement calculator for ${settlementName(row)}`}
            title="Settlement Calculator"
            onClick={() => handlers.onOpenSettlement(row)}
          />,
        ]
      : [];
  // The outcome first (decision 070): SKU, Listing Price, Price Should Be, Label and the actions are on
  // screen at 1440 px; the inputs follow. People can reorder and hide columns (remembered per channel).
  const columns: GridColDef<ListingRow>[] = [
    {
      field: 'sno',
      headerName: listingTitle('sno'),
      type: 'number',
      width: 64,
      editable: false,
      valueFormatter: (value: number) => (value ? String(value) : ''),
    },
    {
      field: 'img',
      headerName: 'Image',
      width: 64,
      sortable: false,
      filterable: false,
      disableExport: true,
      editable: false,
      renderCell: ({ row, id }) => <ImageCell row={row} id={String(id)} />,
    },
    {
      field: 'skuid',
      headerName: listingTitle('skuid'),
      width: handlers.skuWidth,
      editable: true,
      renderCell: ({ value }) => <ClampedText text={String(value ?? '')} />,
    },
    {
      ...moneyColumn('listingPrice', listingTitle('listingPrice'), 128),
      renderEditCell: (params) => <ListingPriceEditCell {...params} />,
    },
    {
      field: 'priceShouldBe',
      headerName: listingTitle('priceShouldBe'),
      type: 'number',
      width: 168,
      editable: false,
      valueFormatter: (value: number | null) => formatRupees(value),
      renderCell: ({ row, id }) => <PriceShouldBeCell id={String(id)} row={row} />,
    },
    {
      field: 'lossProfit',
      headerName: listingTitle('lossProfit'),
      width: 168,
      editable: false,
      renderCell: ({ row, id }) => <LabelCell id={String(id)} row={row} />,
    },
    rowActionsColumn(handlers, {
      leading: settlement,
      width: config.settlementDrawer ? 128 : 96,
    }),
    {
      field: 'productIds',
      headerName: listingTitle('products'),
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
      headerName: listingTitle('purchaseCost'),
      type: 'number',
      width: 124,
      editable: false,
      valueFormatter: (value: number | null) => formatRupees(value),
      renderCell: ({ row, id }) => <PurchaseCostCell id={String(id)} row={row} />,
    },
  ];
  if (config.categoryField) {
    columns.push({
      field: 'categoryId',
      headerName: listingTitle('category'),
      width: 170,
      editable: true,
      valueFormatter: (_value, row) => row.category?.name ?? '',
      getApplyQuickFilterFn: (search: string) => {
        const needle = search.toLowerCase();
        return (_value, row) => (row.category?.name ?? '').toLowerCase().includes(needle);
      },
      renderCell: ({ row }) => <ClampedText text={row.category?.name ?? ''} />,
      renderEditCell: (params) => <CategoryEditCell {...params} />,
    });
  }
  columns.push(
    moneyColumn('profit', listingTitle('profit'), 104),
    moneyColumn('packing', listingTitle('packing'), 104),
    moneyColumn('advertisingCost', listingTitle('advertisingCost'), 136),
    moneyColumn('returnCost', listingTitle('returnCost'), 112),
    moneyColumn('discount', listingTitle('discount'), 104),
  );
  if (config.hasShippingFee) columns.push(moneyColumn('shippingFee', listingTitle('shippingFee'), 116));
  columns.push(
    dimensionColumn('productLength', listingTitle('productLength')),
    dimensionColumn('breadth', listingTitle('breadth')),
    dimensionColumn('height', listingTitle('height')),
    dimensionColumn('weight', listingTitle('weight')),
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
  // Listing Price is tinted by the row's label (so cell, label and drawer agree); an empty input is amber;
  // a cell a failed save named is outlined.
  const cellClass = (field: string, params: GridCellParams<ListingRow>): string => {
    const classes: string[] = [];
    const row = params.row;
    if (handlers.fieldErrors[String(params.id)]?.includes(field)) classes.push('cell-error');
    const tone = outcomeTone(row.lossProfit);
    if (field === 'listingPrice' && !isEmpty(row.listingPrice) && tone) classes.push(`price-${tone}`);
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

/** How the Settlement Calculator button names its row: the SKU, else "the new listing". */
function settlementName(row: ListingRow): string {
  return String(row.skuid ?? '').trim() || rowLabel(row);
}
