import { alpha } from '@mui/material/styles';
import {
  GridRowModes,
  useGridApiRef,
  type GridEventListener,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { EditStarts, editingIds } from '../../../components/data-grid/edit-starts.ts';
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
import type { Category, Listing, ListingProduct } from '../listings.types.ts';
import { ListingFilters } from './listing-filters.tsx';
import { ListingGridContext, type ListingGridSources } from './listing-grid-context.ts';
import { listingColumns } from './listings.columns.tsx';
import { SettlementDrawer } from './settlement-drawer.tsx';

/** A save that failed: which row, and what to tell the person. */
class RowSaveError extends Error {
  readonly rowId: string;
  readonly code: string;
  readonly fields: string[];
  constructor(rowId: string, message: string, code: string, fields: string[] = []) {
    super(message);
    this.rowId = rowId;
    this.code = code;
    this.fields = fields;
  }
}

const EMPTY_CATEGORIES: Category[] = [];

/** One editable listing grid, driven by the channel's config (spec §2, Listing). */
export function ListingsGrid({ config }: { config: ListingChannelConfig }) {
  const apiRef = useGridApiRef();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const listings = useListings(config);
  const products = useListingProducts();
  const categories = useCategories(config.categoryKind);
  const deleteListing = useDeleteListing(config);
  const [newRows, setNewRows] = useState<ListingRow[]>([]);
  const [rowModesModel, setRowModesModel] = useState<GridRowModesModel>({});
  const [toDelete, setToDelete] = useState<ListingRow | null>(null);
  const [settlementFor, setSettlementFor] = useState<string | null>(null);
  const [profitFilter, setProfitFilter] = useState<ProfitFilter>('all');
  const [stockFilter, setStockFilter] = useState<StockFilter>('all');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const clearFieldErrors = useCallback((id: string) => {
    setFieldErrors((current) => {
      if (!(id in current)) return current;
      const { [id]: _removed, ...rest } = current;
      return rest;
    });
  }, []);
  const queryKey = listingsQueryKey(config.channel);
  // The version each edited row started from: what a save sends (decision 032).
  const [editStarts] = useState(() => new EditStarts<ListingRow>());
  const rememberStarts = useCallback(
    (ids: string[]) => editStarts.startAll(ids, (id) => apiRef.current?.getRow<ListingRow>(id)),
    [apiRef, editStarts],
  );
  const onRowModesModelChange = useCallback(
    (model: GridRowModesModel) => {
      rememberStarts(editingIds(model));
      setRowModesModel(model);
    },
    [rememberStarts],
  );

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
  const loadProgress = useMemo(() => {
    const data = listings.data;
    if (!data || data.complete) return null;
    const error = listings.error && !listings.isFetching ? errorMessage(listings.error) : undefined;
    return { loaded: data.items.length, total: Math.max(data.count, data.items.length), error };
  }, [listings.data, listings.error, listings.isFetching]);
  const rows = useMemo<ListingRow[]>(
    () =>
      [...newRows, ...storedRows].filter(
        // A row being edited stays, so that a filter never hides the row someone is typing in.
        (row) =>
          rowModesModel[row.id]?.mode === GridRowModes.Edit || matchesFilters(row, profitFilter, stockFilter),
      ),
    [newRows, storedRows, profitFilter, stockFilter, rowModesModel],
  );

  const setMode = useCallback(
    (id: string, mode: GridRowModesModel[string]) => {
      if (mode.mode === GridRowModes.Edit) rememberStarts([id]);
      setRowModesModel((model) => ({ ...model, [id]: mode }));
    },
    [rememberStarts],
  );

  const onAdd = useCallback(() => {
    const row = newListingRow();
    setNewRows((current) => [row, ...current]);
    setRowModesModel((model) => ({ ...model, [row.id]: { mode: GridRowModes.Edit, fieldToFocus: 'skuid' } }));
    apiRef.current?.setPage(0);
    apiRef.current?.scrollToIndexes({ rowIndex: 0, colIndex: 0 });
  }, [apiRef]);

  const onCancel = useCallback(
    (id: string) => {
      setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
      editStarts.end(id);
      clearFieldErrors(id);
      // Removed once the grid has left edit mode (as on Products).
      if (id.startsWith('new-'))
        setTimeout(() => setNewRows((current) => current.filter((row) => row.id !== id)), 0);
    },
    [setMode, clearFieldErrors, editStarts],
  );

  const processRowUpdate = useCallback(
    async (newRow: ListingRow, oldRow: ListingRow): Promise<ListingRow> => {
      const id = newRow.id;
      const isNew = Boolean(newRow.isNew);
      const version = editStarts.versionToSend(id, oldRow.version);
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
        void queryClient.invalidateQueries({ queryKey });
        if (isNew) setNewRows((current) => current.filter((row) => row.id !== id));
        editStarts.end(id);
        clearFieldErrors(id);
        notify({ message: 'Updated successfully', severity: 'success' });
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
    [config, notify, queryClient, queryKey, clearFieldErrors, sources.products, editStarts],
  );

  const onProcessRowUpdateError = useCallback(
    (error: unknown) => {
      if (!(error instanceof RowSaveError)) {
        notify({ message: errorMessage(error), severity: 'error' });
        return;
      }
      setFieldErrors((current) => ({ ...current, [error.rowId]: error.fields }));
      if (error.code === 'NOT_FOUND' && !error.fields.includes('productIds')) {
        // Deleted by someone else: there is nothing left to edit.
        editStarts.end(error.rowId);
        setMode(error.rowId, { mode: GridRowModes.View, ignoreModifications: true });
        void queryClient.invalidateQueries({ queryKey });
      } else {
        // Spec §4: a row leaves edit mode only through Save or Cancel; a failed save keeps the edits.
        // On a conflict the list reloads, so that Cancel shows the other person's change; once it is
        // in, the edit is based on it, and a second Save overwrites it knowingly (decision 030).
        const id = error.rowId;
        setMode(id, { mode: GridRowModes.Edit });
        if (error.code === 'CONFLICT')
          void queryClient.invalidateQueries({ queryKey }).then(() => {
            const stored = queryClient
              .getQueryData<LoadedList<Listing>>(queryKey)
              ?.items.find((listing) => listing.id === id);
            if (stored) editStarts.seen(listingToRow(stored));
          });
      }
      notify({ message: error.message, severity: 'error' });
    },
    [notify, queryClient, queryKey, setMode, editStarts],
  );

  // Spec §4: automatic edit stops are suppressed; only Save and Cancel end an edit.
  const onRowEditStop = useCallback<GridEventListener<'rowEditStop'>>((_params, event) => {
    event.defaultMuiPrevented = true;
  }, []);

  const confirmDelete = () => {
    const row = toDelete;
    if (!row) return;
    if (row.isNew) {
      onCancel(row.id);
      setToDelete(null);
      return;
    }
    deleteListing.mutate(row.id, {
      onSuccess: () => notify({ message: `Deleted ${rowLabel(row)}`, severity: 'success' }),
      onError: (error) =>
        notify({ message: `Could not delete ${rowLabel(row)}: ${errorMessage(error)}`, severity: 'error' }),
      onSettled: () => setToDelete(null),
    });
  };

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
        fieldErrors,
        onOpenSettlement: (row) => setSettlementFor(row.id),
        onEdit: (id) => setMode(id, { mode: GridRowModes.Edit }),
        onSave: (id) => setMode(id, { mode: GridRowModes.View }),
        onCancel,
        onDelete: (row) => setToDelete(row),
      }),
    [config, rowModesModel, fieldErrors, setMode, onCancel],
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
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={onRowModesModelChange}
        onRowEditStop={onRowEditStop}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={onProcessRowUpdateError}
        onAdd={onAdd}
        deleteSelected={deleteSelected}
        exportFileName={`${config.channel}-listings`}
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
      <ConfirmDialog
        open={toDelete !== null}
        title="Are You Sure?"
        message={toDelete ? `${rowLabel(toDelete)} will be deleted from ${config.label}.` : undefined}
        cancelLabel="Disagree"
        confirmLabel="Delete"
        busy={deleteListing.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
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
