import CalculateIcon from '@mui/icons-material/CalculateOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { toCsvFromColumns, type CsvColumn } from '@seller-desk/core';
import { useCallback, type ReactNode } from 'react';
import { CardList } from '../../../components/card-list/card-list.tsx';
import { saveCsv } from '../../../lib/download.ts';
import { formatRupees } from '../../../lib/format.ts';
import {
  NO_PERFECT_PRICE_TEXT,
  hasNoPerfectPrice,
  missingInputsText,
  outcomeTone,
  storedDerived,
} from '../listing-derived.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import { listingTitle, rowLabel, type ListingRow } from '../listing-row.ts';
import { OutcomeChip, TINTS } from './listing-legend.tsx';

function Figure({
  label,
  children,
  tint,
}: {
  label: string;
  children: ReactNode;
  tint?: keyof typeof TINTS;
}) {
  return (
    <Box sx={{ px: 1, py: 0.5, borderRadius: 1, bgcolor: tint ? TINTS[tint] : undefined, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 600, fontSize: 15, wordBreak: 'break-word' }}>{children}</Box>
    </Box>
  );
}

/** One listing as a card: image, SKU and products, the four figures, and its actions. */
function ListingCard({
  row,
  config,
  onEdit,
  onDelete,
  onOpenSettlement,
}: {
  row: ListingRow;
  config: ListingChannelConfig;
  onEdit: (row: ListingRow) => void;
  onDelete: (row: ListingRow) => void;
  onOpenSettlement: (row: ListingRow) => void;
}) {
  const derived = storedDerived(row);
  const sku = String(row.skuid ?? '').trim();
  const tone = outcomeTone(derived.lossProfit);
  return (
    <Card component="article" variant="outlined" aria-label={sku || rowLabel(row)} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        {derived.img ? (
          <Box
            component="img"
            src={derived.img}
            alt=""
            loading="lazy"
            sx={{ width: 56, height: 56, borderRadius: 1, objectFit: 'cover', flex: 'none' }}
          />
        ) : (
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: 1,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              color: 'text.secondary',
              display: 'grid',
              placeItems: 'center',
              flex: 'none',
            }}
          >
            <ImageIcon />
          </Box>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, wordBreak: 'break-word' }}>
            {sku || 'No SKU'}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {derived.productName || 'No product linked'}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.75, mt: 1 }}>
        <Figure label="Listing Price" {...(tone ? { tint: tone } : {})}>
          {formatRupees(derived.listingPrice) || '—'}
        </Figure>
        <Figure label="Price Should Be" {...(hasNoPerfectPrice(derived) ? { tint: 'empty' as const } : {})}>
          {hasNoPerfectPrice(derived) ? NO_PERFECT_PRICE_TEXT : formatRupees(derived.priceShouldBe) || '—'}
        </Figure>
        <Figure label="Label" {...(derived.lossProfit ? {} : { tint: 'empty' as const })}>
          {derived.lossProfit ? (
            <OutcomeChip label={derived.lossProfit} tone={tone} />
          ) : (
            <Typography variant="body2" component="span">
              {missingInputsText(derived.problems) || 'Not computed'}
            </Typography>
          )}
        </Figure>
        <Figure label="Stock">{row.live ? 'Live (in stock)' : 'Offline'}</Figure>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center' }}>
        {config.settlementDrawer && (
          <Button
            size="small"
            startIcon={<CalculateIcon />}
            aria-label={`Settlement calculator for ${sku || rowLabel(row)}`}
            onClick={() => onOpenSettlement(row)}
          >
            Settlement
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => onEdit(row)}>
          Edit
        </Button>
        <IconButton aria-label="Delete" onClick={() => onDelete(row)}>
          <DeleteIcon />
        </IconButton>
      </Box>
    </Card>
  );
}

/** The columns of a listing CSV from the phone layout (the grid exports its own visible columns). */
export function listingCsvColumns(config: ListingChannelConfig): CsvColumn<ListingRow>[] {
  const columns: CsvColumn<ListingRow>[] = [
    { header: listingTitle('sno'), value: (r) => r.sno },
    { header: listingTitle('skuid'), value: (r) => r.skuid },
    { header: listingTitle('listingPrice'), value: (r) => r.listingPrice },
    { header: listingTitle('priceShouldBe'), value: (r) => r.priceShouldBe },
    { header: listingTitle('lossProfit'), value: (r) => r.lossProfit },
    { header: listingTitle('products'), value: (r) => r.productName },
    { header: listingTitle('purchaseCost'), value: (r) => r.purchaseCost },
  ];
  if (config.categoryField)
    columns.push({ header: listingTitle('category'), value: (r) => r.category?.name ?? '' });
  columns.push(
    { header: listingTitle('profit'), value: (r) => r.profit },
    { header: listingTitle('packing'), value: (r) => r.packing },
    { header: listingTitle('advertisingCost'), value: (r) => r.advertisingCost },
    { header: listingTitle('returnCost'), value: (r) => r.returnCost },
    { header: listingTitle('discount'), value: (r) => r.discount },
  );
  if (config.hasShippingFee)
    columns.push({ header: listingTitle('shippingFee'), value: (r) => r.shippingFee });
  return columns;
}

export interface ListingCardsProps {
  config: ListingChannelConfig;
  rows: readonly ListingRow[];
  loading: boolean;
  status: string | null;
  /** Why "Export CSV" waits, or null (exportHoldOf). */
  exportHold: string | null;
  filters: ReactNode;
  emptyText: string;
  onAdd: () => void;
  onEdit: (row: ListingRow) => void;
  onDelete: (row: ListingRow) => void;
  onOpenSettlement: (row: ListingRow) => void;
}

/** A listing tab below md: the listings as cards; Edit and Add open the full-screen form. */
export function ListingCards({
  config,
  rows,
  loading,
  status,
  exportHold,
  filters,
  emptyText,
  ...actions
}: ListingCardsProps) {
  const searchTexts = useCallback(
    (row: ListingRow) => [row.skuid, row.productName, row.category?.name, row.lossProfit],
    [],
  );
  const exportRows = useCallback(
    (shown: readonly ListingRow[]) =>
      saveCsv(`${config.channel}-listings.csv`, toCsvFromColumns(listingCsvColumns(config), shown)),
    [config],
  );
  return (
    <CardList<ListingRow>
      title={`${config.label} listings`}
      rows={rows}
      rowKey={(row) => row.id}
      searchTexts={searchTexts}
      onAdd={actions.onAdd}
      onExport={exportRows}
      exportHold={exportHold}
      belowSearch={filters}
      loading={loading}
      status={status}
      emptyText={emptyText}
      renderCard={(row) => (
        <ListingCard
          row={row}
          config={config}
          onEdit={actions.onEdit}
          onDelete={actions.onDelete}
          onOpenSettlement={actions.onOpenSettlement}
        />
      )}
    />
  );
}
