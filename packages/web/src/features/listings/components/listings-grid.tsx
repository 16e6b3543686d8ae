import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { GridRowModes, useGridApiRef } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { exportHoldOf, loadProgressOf, loadStatusOf } from '../../../components/data-grid/load-progress.ts';
import { RowDeleteDialog } from '../../../components/data-grid/row-delete-dialog.tsx';
import { useRowEditing, type RowSaveError } from '../../../components/data-grid/use-row-editing.ts';
import { indiaDate, type CsvCell } from '@seller-desk/core';
import { readListingsAgain } from '../../../lib/catalogue-queries.ts';
import { errorMessage } from '../../../lib/http.ts';
import type { LoadedList } from '../../../lib/paged-query.ts';
import { useCategories } from '../api/get-categories.ts';
import { scheduleAt, useFeeScheduleVersions, usePreparedGstRules } from '../../../lib/pricing-rules.ts';
import { useListingProducts } from '../api/get-listing-products.ts';
import { listingsQueryKey, useListings } from '../api/get-listings.ts';
import { useDeleteListing } from '../api/delete-listing.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import {
  listingToRow,
  matchesFilters,
  rowLabel,
  type ListingRow,
  type ProfitFilter,
  type StockFilter,
} from '../listing-row.ts';
import type { Category } from '../api/category-fields.ts';
import type { ListingProduct } from '../api/get-listing-products.ts';
import type { Listing } from '../api/listing-fields.ts';
import { ListingCards } from './listing-cards.tsx';
import { ListingFilters } from './listing-filters.tsx';
import { ListingForm } from './listing-form.tsx';
import { ListingLegend, centredCells, outcomeTints } from './listing-legend.tsx';
import { ListingGridContext, type ListingGridSources } from './listing-grid-context.ts';
import { listingColumns, widthForText } from './listings.columns.tsx';
import { SettlementDrawer } from './settlement-drawer.tsx';
import { useListingRowWrites } from '../hooks/use-listing-row-writes.ts';

const EMPTY_CATEGORIES: Category[] = [];

/** Deleted by someone else (not a linked product that no longer exists): there is nothing left to edit. */
const deletedMeanwhile = (error: RowSaveError) =>
  error.code === 'NOT_FOUND' && !error.fields.includes('productIds');

/** One editable listing grid, driven by the channel's config (docs/screens.md, Listing). */
export function ListingsGrid({ config }: { config: ListingChannelConfig }) {
  const apiRef = useGridApiRef();
  const queryClient = useQueryClient();
  const listings = useListings(config);
  const products = useListingProducts();
  const categories = useCategories(config.categoryKind);
  // The dated data the server prices with, for today (live recompute while a row is edited).
  const gstRules = usePreparedGstRules();
  const feeSchedules = useFeeScheduleVersions();
  const today = indiaDate(new Date());
  const deleteListing = useDeleteListing(config);
  const [toDelete, setToDelete] = useState<ListingRow | null>(null);
  const [settlementFor, setSettlementFor] = useState<string | null>(null);
  const [profitFilter, setProfitFilter] = useState<ProfitFilter>('all');
  const [stockFilter, setStockFilter] = useState<StockFilter>('all');
  const queryKey = listingsQueryKey(config.channel);
  // the bulk tabs, the rack sheet and the products' listings made of them too (lib/catalogue-queries.ts)
  const reload = useCallback(
    () => readListingsAgain(queryClient, config.channel),
    [queryClient, config.channel],
  );
  const storedRow = useCallback(
    (id: string) => {
      const stored = queryClient.getQueryData<LoadedList<Listing>>(queryKey)?.items.find((l) => l.id === id);
      return stored ? listingToRow(stored) : undefined;
    },
    [queryClient, queryKey],
  );
  const editing = useRowEditing<ListingRow>({ apiRef, reload, storedRow, isGone: deletedMeanwhile });
  const { newRows, rowModesModel, onCancel, onSaved, versionToSend } = editing;

  const sources = useMemo<ListingGridSources>(() => {
    const categoryList: readonly Category[] = categories.data ?? EMPTY_CATEGORIES;
    return {
      config,
      products: new Map((products.data ?? []).map((p): [string, ListingProduct] => [p.id, p])),
      categories: new Map(categoryList.map((c): [string, Category] => [c.id, c])),
      categoryList,
      dated: { gstRules, schedule: scheduleAt(feeSchedules, config.channel, today), at: today },
    };
  }, [config, products.data, categories.data, gstRules, feeSchedules, today]);

  const storedRows = useMemo(() => (listings.data?.items ?? []).map(listingToRow), [listings.data]);
  const loadProgress = useMemo(
    () => loadProgressOf({ data: listings.data, error: listings.error, isFetching: listings.isFetching }),
    [listings.data, listings.error, listings.isFetching],
  );
  const rows = useMemo<ListingRow[]>(
    () =>
      [...newRows, ...storedRows].filter(
        // A row being edited stays, so that a filter never hides the row someone is typing in.
        (row) =>
          rowModesModel[row.id]?.mode === GridRowModes.Edit || matchesFilters(row, profitFilter, stockFilter),
      ),
    [newRows, storedRows, profitFilter, stockFilter, rowModesModel],
  );

  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  // A new listing is typed in a form (a side drawer; the full screen on a phone) with live recompute;
  // on a phone, Edit opens the same form.
  const [formFor, setFormFor] = useState<ListingRow | 'new' | null>(null);
  const onAdd = useCallback(() => setFormFor('new'), []);

  const { processRowUpdate, deleteSelected } = useListingRowWrites({
    config,
    storedRows,
    products: sources.products,
    reload,
    onSaved,
    onCancel,
    versionToSend,
  });

  // The SKU column is as wide as the longest SKU loaded (within limits), so SKUs are not cut off.
  const skuWidth = useMemo(
    () =>
      widthForText(
        storedRows.map((row) => String(row.skuid ?? '')),
        120,
        240,
      ),
    [storedRows],
  );
  const columns = useMemo(
    () =>
      listingColumns({
        config,
        rowModesModel,
        fieldErrors: editing.fieldErrors,
        onOpenSettlement: (row) => setSettlementFor(row.id),
        onEdit: editing.onEdit,
        onSave: editing.onSave,
        onCancel,
        onDelete: (row) => setToDelete(row),
        skuWidth,
      }),
    [config, rowModesModel, editing.fieldErrors, editing.onEdit, editing.onSave, onCancel, skuWidth],
  );
  // A row being edited grows to show whole product names on its chips.
  const getRowHeight = useCallback(
    ({ id }: { id: string | number }) =>
      rowModesModel[String(id)]?.mode === GridRowModes.Edit ? ('auto' as const) : 56,
    [rowModesModel],
  );
  const csvValue = useCallback((field: string, row: ListingRow) => listingCsvValue(field, row), []);

  // Rows show once the first page is in (with the products and categories an edit needs).
  const loadError = (listings.data ? null : listings.error) ?? products.error ?? categories.error;
  const settlementRow = settlementFor
    ? ([...newRows, ...storedRows].find((r) => r.id === settlementFor) ?? null)
    : null;

  const filters = (
    <ListingFilters
      profit={profitFilter}
      stock={stockFilter}
      onProfitChange={setProfitFilter}
      onStockChange={setStockFilter}
    />
  );
  const emptyText = `No ${config.label} listings yet — use Add record`;
  const dialogs = (
    <>
      <RowDeleteDialog
        row={toDelete}
        label={rowLabel}
        message={(row) => `${rowLabel(row)} will be deleted from ${config.label}.`}
        deletion={deleteListing}
        onDropNew={onCancel}
        onClose={() => setToDelete(null)}
      />
      {config.settlementDrawer && (
        <SettlementDrawer
          apiRef={narrow ? null : apiRef}
          config={config}
          sources={sources}
          row={settlementRow}
          onClose={() => setSettlementFor(null)}
        />
      )}
      <ListingForm sources={sources} listing={formFor} onClose={() => setFormFor(null)} />
    </>
  );

  if (narrow) {
    return (
      <ListingGridContext.Provider value={sources}>
        <ListingCards
          config={config}
          rows={rows}
          loading={listings.isPending || products.isPending || categories.isLoading}
          status={
            loadError
              ? `Listings could not be loaded: ${errorMessage(loadError)}`
              : loadProgress
                ? loadStatusOf(loadProgress)
                : null
          }
          exportHold={exportHoldOf(loadProgress)}
          filters={filters}
          emptyText={emptyText}
          onAdd={onAdd}
          onEdit={(row) => setFormFor(row)}
          onDelete={(row) => setToDelete(row)}
          onOpenSettlement={(row) => setSettlementFor(row.id)}
        />
        {dialogs}
      </ListingGridContext.Provider>
    );
  }

  return (
    <ListingGridContext.Provider value={sources}>
      <DataTable<ListingRow>
        title={`${config.label} listings`}
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        loading={listings.isPending || products.isPending || categories.isLoading}
        loadProgress={loadProgress}
        refreshing={Boolean(listings.data?.complete) && listings.isFetching}
        {...editing.gridProps}
        processRowUpdate={processRowUpdate}
        onAdd={onAdd}
        deleteSelected={deleteSelected}
        exportFileName={`${config.channel}-listings`}
        getRowAriaLabel={listingRowName}
        getRowHeight={getRowHeight}
        columnsKey={`listings:${config.channel}`}
        columnsRememberedFor={`Remembered for ${config.label} in this browser.`}
        csvValue={csvValue}
        emptyText={emptyText}
        // About 20 columns: all rendered, so that a row in edit mode has every input (and tests can reach them).
        columnBufferPx={4000}
        aboveGrid={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            {filters}
            <ListingLegend />
          </Box>
        }
        localeText={
          loadError ? { noRowsLabel: `Listings could not be loaded: ${errorMessage(loadError)}` } : {}
        }
        height="max(520px, calc(100dvh - 270px))"
        sx={{
          '& .cell-error': { outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2 },
          ...outcomeTints,
          ...centredCells,
          // A tinted box inside a cell fills it, as a cell class would.
          '& .cell-fill': {
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            width: 'calc(100% + 20px)',
            mx: '-10px',
            px: '10px',
          },
        }}
      />
      {dialogs}
    </ListingGridContext.Provider>
  );
}

/** A listing row's accessible name: its SKU (empty for a new row not saved yet). */
function listingRowName(row: ListingRow): string {
  return String(row.skuid ?? '').trim();
}

/** Export values that differ from the grid's: names rather than ids, the dimensions pricing uses. */
function listingCsvValue(field: string, row: ListingRow): CsvCell {
  switch (field) {
    case 'productIds':
      return row.productName ?? '';
    case 'categoryId':
      return row.category?.name ?? '';
    case 'productLength':
    case 'breadth':
    case 'height':
    case 'weight':
      return row.dimensions?.[field] ?? row[field];
    case 'priceShouldBe':
      // The CSV keeps the number (0 means no Perfect price below ₹10,000), like the server's field.
      return row.priceShouldBe;
    default:
      return undefined;
  }
}
