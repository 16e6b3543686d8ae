import { alpha } from '@mui/material/styles';
import { GridRowModes, useGridApiRef } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { loadProgressOf } from '../../../components/data-grid/load-progress.ts';
import { RowDeleteDialog } from '../../../components/data-grid/row-delete-dialog.tsx';
import { RowSaveError, useRowEditing } from '../../../components/data-grid/use-row-editing.ts';
import type { DeleteSelectedOptions } from '../../../components/data-grid/grid-toolbar-context.ts';
import { useNotify } from '../../../components/snackbar.tsx';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import type { LoadedList } from '../../../lib/paged-query.ts';
import { useCategories } from '../api/get-categories.ts';
import { useListingProducts } from '../api/get-listing-products.ts';
import {
  dropListingsFromList,
  listingsQueryKey,
  putListingInList,
  useListings,
} from '../api/get-listings.ts';
import { useDeleteListing } from '../api/delete-listing.ts';
import { deleteManyListings } from '../api/delete-many-listings.ts';
import { saveListing } from '../api/save-listing.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import {
  LISTING_FIELD_LABELS,
  nameProducts,
  columnOfField,
  listingToRow,
  matchesFilters,
  newListingRow,
  rowLabel,
  rowToInput,
  type ListingRow,
  type ProfitFilter,
  type StockFilter,
} from '../listing-row.ts';
import type { Category } from '../api/category-fields.ts';
import type { ListingProduct } from '../api/get-listing-products.ts';
import type { Listing } from '../api/listing-fields.ts';
import { ListingFilters } from './listing-filters.tsx';
import { ListingGridContext, type ListingGridSources } from './listing-grid-context.ts';
import { listingColumns } from './listings.columns.tsx';
import { SettlementDrawer } from './settlement-drawer.tsx';

const EMPTY_CATEGORIES: Category[] = [];

/** Deleted by someone else (not a linked product that no longer exists): there is nothing left to edit. */
const deletedMeanwhile = (error: RowSaveError) =>
  error.code === 'NOT_FOUND' && !error.fields.includes('productIds');

/** One editable listing grid, driven by the channel's config (spec §2, Listing). */
export function ListingsGrid({ config }: { config: ListingChannelConfig }) {
  const apiRef = useGridApiRef();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const listings = useListings(config);
  const products = useListingProducts();
  const categories = useCategories(config.categoryKind);
  const deleteListing = useDeleteListing(config);
  const [toDelete, setToDelete] = useState<ListingRow | null>(null);
  const [settlementFor, setSettlementFor] = useState<string | null>(null);
  const [profitFilter, setProfitFilter] = useState<ProfitFilter>('all');
  const [stockFilter, setStockFilter] = useState<StockFilter>('all');
  const queryKey = listingsQueryKey(config.channel);
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);
  const storedRow = useCallback(
    (id: string) => {
      const stored = queryClient.getQueryData<LoadedList<Listing>>(queryKey)?.items.find((l) => l.id === id);
      return stored ? listingToRow(stored) : undefined;
    },
    [queryClient, queryKey],
  );
  const editing = useRowEditing<ListingRow>({ apiRef, reload, storedRow, isGone: deletedMeanwhile });
  const { newRows, rowModesModel, onCancel, onSaved, versionToSend, addRow } = editing;

  const sources = useMemo<ListingGridSources>(() => {
    const categoryList: readonly Category[] = categories.data ?? EMPTY_CATEGORIES;
    return {
      config,
      products: new Map((products.data ?? []).map((p): [string, ListingProduct] => [p.id, p])),
      categories: new Map(categoryList.map((c): [string, Category] => [c.id, c])),
      categoryList,
    };
  }, [config, products.data, categories.data]);

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

  const onAdd = useCallback(() => addRow(newListingRow(), 'skuid', 0), [addRow]);

  const processRowUpdate = useCallback(
    async (newRow: ListingRow, oldRow: ListingRow): Promise<ListingRow> => {
      const id = newRow.id;
      const isNew = Boolean(newRow.isNew);
      const version = versionToSend(id, oldRow.version);
      const input = rowToInput({ ...newRow, version }, config, isNew);
      if (!input.skuid) {
        throw new RowSaveError(
          id,
          `Could not save ${rowLabel(newRow)}: Sku ID is required`,
          'BAD_USER_INPUT',
          ['skuid'],
        );
      }
      try {
        const saved = await saveListing(config, isNew ? null : id, input);
        // The saved row shows at once; the list reloads behind it (the grid keeps its rows meanwhile).
        putListingInList(queryClient, config.channel, saved);
        void reload();
        onSaved(id);
        return isNew ? { ...listingToRow(saved), id, isNew: false } : listingToRow(saved);
      } catch (error) {
        if (error instanceof ApiError) {
          const label = error.field ? (LISTING_FIELD_LABELS[error.field] ?? error.field) : undefined;
          // The server's message usually names the field already ("SKU ABC-1 is already listed on Flipkart").
          const named =
            !label ||
            error.message.toLowerCase().includes(label.toLowerCase()) ||
            (error.field === 'skuid' && /\bsku\b/i.test(error.message));
          const detail = named ? error.message : `${label}: ${error.message}`;
          // A product the server no longer knows is named by its id; people know it by its name.
          const message = nameProducts(detail, sources.products);
          throw new RowSaveError(
            id,
            `Could not save ${rowLabel(newRow)}: ${message}`,
            error.code,
            error.field ? [columnOfField(error.field)] : [],
          );
        }
        throw new RowSaveError(id, `Could not save ${rowLabel(newRow)}: ${errorMessage(error)}`, 'NETWORK');
      }
    },
    [config, queryClient, reload, onSaved, versionToSend, sources.products],
  );

  const deleteSelected = useMemo<DeleteSelectedOptions>(
    () => ({
      noun: { one: 'listing', many: 'listings' },
      onDelete: async (ids) => {
        const unsaved = ids.filter((id) => id.startsWith('new-'));
        unsaved.forEach(onCancel);
        const stored = ids.filter((id) => !id.startsWith('new-'));
        if (stored.length === 0) return;
        const sku = new Map(storedRows.map((row) => [row.id, rowLabel(row)]));
        try {
          const results = await deleteManyListings(config, stored);
          dropListingsFromList(
            queryClient,
            config.channel,
            results.filter((result) => result.ok).map((result) => result.id),
          );
          const failed = results.filter((result) => !result.ok);
          const deleted = results.length - failed.length;
          if (failed.length === 0) {
            notify({
              message: `Deleted ${deleted} ${deleted === 1 ? 'listing' : 'listings'}`,
              severity: 'success',
            });
          } else {
            notify({
              message: [
                `Deleted ${deleted} of ${results.length}; not deleted:`,
                ...failed.map((f) => `${sku.get(f.id) ?? f.id}: ${f.message ?? 'failed'}`),
              ].join('\n'),
              severity: 'error',
            });
          }
        } catch (error) {
          notify({
            message: `Could not delete the selected listings: ${errorMessage(error)}`,
            severity: 'error',
          });
        } finally {
          void queryClient.invalidateQueries({ queryKey });
        }
      },
    }),
    [config, notify, onCancel, queryClient, queryKey, storedRows],
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
      }),
    [config, rowModesModel, editing.fieldErrors, editing.onEdit, editing.onSave, onCancel],
  );

  // Rows show once the first page is in (with the products and categories an edit needs).
  const loadError = (listings.data ? null : listings.error) ?? products.error ?? categories.error;
  const settlementRow = settlementFor
    ? ([...newRows, ...storedRows].find((r) => r.id === settlementFor) ?? null)
    : null;

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
        rowHeight={56}
        // About 20 columns: all rendered, so that a row in edit mode has every input (and tests can reach them).
        columnBufferPx={4000}
        aboveGrid={
          <ListingFilters
            profit={profitFilter}
            stock={stockFilter}
            onProfitChange={setProfitFilter}
            onStockChange={setStockFilter}
          />
        }
        localeText={
          loadError ? { noRowsLabel: `Listings could not be loaded: ${errorMessage(loadError)}` } : {}
        }
        height="max(520px, calc(100dvh - 270px))"
        sx={{
          '& .cell-error': { outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2 },
          '& .cell-empty': { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.18) },
          '& .price-extra': { bgcolor: (theme) => alpha(theme.palette.success.main, 0.22) },
          '& .price-loss': { bgcolor: (theme) => alpha(theme.palette.error.main, 0.22) },
          '& .price-best': { bgcolor: (theme) => alpha(theme.palette.info.main, 0.22) },
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
          apiRef={apiRef}
          config={config}
          sources={sources}
          row={settlementRow}
          onClose={() => setSettlementFor(null)}
        />
      )}
    </ListingGridContext.Provider>
  );
}

/** A listing row's accessible name: its SKU (empty for a new row not saved yet). */
function listingRowName(row: ListingRow): string {
  return String(row.skuid ?? '').trim();
}
