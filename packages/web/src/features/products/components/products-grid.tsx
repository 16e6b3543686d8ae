import {
  GridRowModes,
  useGridApiRef,
  type GridEventListener,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { productFieldLabels, validateProductInput } from '@seller-desk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { EditStarts, editingIds } from '../../../components/data-grid/edit-starts.ts';
import { useNotify } from '../../../components/snackbar.tsx';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import type { LoadedList } from '../../../lib/paged-query.ts';
import { productsQueryKey, useProducts } from '../api/get-products.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { saveProduct } from '../api/save-product.ts';
import { newProductRow, rowLabel, rowToInput, type ProductRow } from '../product-row.ts';
import type { Product } from '../products.types.ts';
import { productColumns } from './products.columns.tsx';
import { ImageDrawer } from './image-drawer.tsx';

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

function fieldName(field: string | undefined): string | undefined {
  return field ? (productFieldLabels[field] ?? field) : undefined;
}

export function ProductsGrid() {
  const apiRef = useGridApiRef();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const products = useProducts();
  const deleteProduct = useDeleteProduct();
  const [newRows, setNewRows] = useState<ProductRow[]>([]);
  const [rowModesModel, setRowModesModel] = useState<GridRowModesModel>({});
  const [toDelete, setToDelete] = useState<ProductRow | null>(null);
  const [imagesFor, setImagesFor] = useState<string | null>(null);
  const savingIds = useRef(new Set<string>());
  // The version each edited row started from: what a save sends (decision 032).
  const [editStarts] = useState(() => new EditStarts<ProductRow>());
  const rememberStarts = useCallback(
    (ids: string[]) => editStarts.startAll(ids, (id) => apiRef.current?.getRow<ProductRow>(id)),
    [apiRef, editStarts],
  );
  const onRowModesModelChange = useCallback(
    (model: GridRowModesModel) => {
      rememberStarts(editingIds(model));
      setRowModesModel(model);
    },
    [rememberStarts],
  );
  // The fields a failed save named, per row: their cells are outlined until the row is saved or cancelled.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const clearFieldErrors = useCallback((id: string) => {
    setFieldErrors((current) => {
      if (!(id in current)) return current;
      const { [id]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const rows = useMemo<ProductRow[]>(
    () => [...newRows, ...(products.data?.items ?? [])],
    [newRows, products.data],
  );
  const loadProgress = useMemo(() => {
    const data = products.data;
    if (!data || data.complete) return null;
    const error = products.error && !products.isFetching ? errorMessage(products.error) : undefined;
    return { loaded: data.items.length, total: Math.max(data.count, data.items.length), error };
  }, [products.data, products.error, products.isFetching]);

  const setMode = useCallback(
    (id: string, mode: GridRowModesModel[string]) => {
      if (mode.mode === GridRowModes.Edit) rememberStarts([id]);
      setRowModesModel((model) => ({ ...model, [id]: mode }));
    },
    [rememberStarts],
  );

  const onAdd = useCallback(() => {
    const row = newProductRow();
    setNewRows((current) => [row, ...current]);
    setRowModesModel((model) => ({
      ...model,
      [row.id]: { mode: GridRowModes.Edit, fieldToFocus: 'productName' },
    }));
    apiRef.current?.setPage(0);
    apiRef.current?.scrollToIndexes({ rowIndex: 0 });
  }, [apiRef]);

  const onCancel = useCallback(
    (id: string) => {
      setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
      editStarts.end(id);
      clearFieldErrors(id);
      // Removed once the grid has left edit mode: removing it in the same render makes the grid stop
      // editing a row that no longer exists.
      if (id.startsWith('new-'))
        setTimeout(() => setNewRows((current) => current.filter((row) => row.id !== id)), 0);
    },
    [setMode, clearFieldErrors, editStarts],
  );

  const processRowUpdate = useCallback(
    async (newRow: ProductRow, oldRow: ProductRow): Promise<ProductRow> => {
      const id = newRow.id;
      const input = rowToInput(newRow);
      const problems = validateProductInput(input, { partial: false });
      if (problems.length > 0) {
        throw new RowSaveError(
          id,
          `Could not save ${rowLabel(newRow)}: ${problems.map((p) => p.message).join('; ')}`,
          'BAD_USER_INPUT',
          problems.map((p) => p.field),
        );
      }
      savingIds.current.add(id);
      try {
        const saved = newRow.isNew
          ? await saveProduct({ id: null, data: input })
          : await saveProduct({
              id,
              data: { ...input, version: editStarts.versionToSend(id, oldRow.version) },
            });
        await queryClient.invalidateQueries({ queryKey: productsQueryKey });
        if (newRow.isNew) setNewRows((current) => current.filter((row) => row.id !== id));
        editStarts.end(id);
        clearFieldErrors(id);
        notify({ message: 'Updated successfully', severity: 'success' });
        return newRow.isNew ? { ...newRow, ...saved, id, isNew: false } : { ...saved };
      } catch (error) {
        if (error instanceof ApiError) {
          const field = fieldName(error.field);
          const detail =
            field && !error.message.includes(field) ? `${field}: ${error.message}` : error.message;
          throw new RowSaveError(
            id,
            `Could not save ${rowLabel(newRow)}: ${detail}`,
            error.code,
            error.field ? [error.field] : [],
          );
        }
        throw new RowSaveError(id, `Could not save ${rowLabel(newRow)}: ${errorMessage(error)}`, 'NETWORK');
      } finally {
        savingIds.current.delete(id);
      }
    },
    [notify, queryClient, clearFieldErrors, editStarts],
  );

  const onProcessRowUpdateError = useCallback(
    (error: unknown) => {
      if (!(error instanceof RowSaveError)) {
        notify({ message: errorMessage(error), severity: 'error' });
        return;
      }
      setFieldErrors((current) => ({ ...current, [error.rowId]: error.fields }));
      if (error.code === 'CONFLICT') {
        // Load their change, so that Cancel shows it; the edits stay in the row until then. Once it is
        // in, the edit is based on it: a second Save overwrites it knowingly (decision 030).
        const id = error.rowId;
        setMode(id, { mode: GridRowModes.Edit });
        void queryClient.invalidateQueries({ queryKey: productsQueryKey }).then(() => {
          const stored = queryClient
            .getQueryData<LoadedList<Product>>(productsQueryKey)
            ?.items.find((product) => product.id === id);
          if (stored) editStarts.seen(stored);
        });
      } else if (error.code === 'NOT_FOUND') {
        // Deleted by someone else: there is nothing left to edit.
        editStarts.end(error.rowId);
        setMode(error.rowId, { mode: GridRowModes.View, ignoreModifications: true });
        void queryClient.invalidateQueries({ queryKey: productsQueryKey });
      } else {
        // Spec §4: a row leaves edit mode only through save or cancel; a failed save keeps the edits.
        setMode(error.rowId, { mode: GridRowModes.Edit });
      }
      notify({ message: error.message, severity: 'error' });
    },
    [notify, queryClient, setMode, editStarts],
  );

  // Spec §4: automatic edit stops (focus out, Enter, Escape) are suppressed; only Save and Cancel end an edit.
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
    deleteProduct.mutate(row.id, {
      onSuccess: () => notify({ message: `Deleted ${rowLabel(row)}`, severity: 'success' }),
      onError: (error) =>
        notify({ message: `Could not delete ${rowLabel(row)}: ${errorMessage(error)}`, severity: 'error' }),
      onSettled: () => setToDelete(null),
    });
  };

  const columns = useMemo(
    () =>
      productColumns({
        rowModesModel,
        fieldErrors,
        onOpenImages: (row) => setImagesFor(row.id),
        onEdit: (id) => setMode(id, { mode: GridRowModes.Edit }),
        onSave: (id) => setMode(id, { mode: GridRowModes.View }),
        onCancel,
        onDelete: (row) => setToDelete(row),
      }),
    [rowModesModel, fieldErrors, setMode, onCancel],
  );

  const imageProduct = imagesFor ? (products.data?.items.find((p) => p.id === imagesFor) ?? null) : null;

  return (
    <>
      <DataTable<ProductRow>
        title="Products"
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        loading={products.isPending}
        loadProgress={loadProgress}
        refreshing={Boolean(products.data?.complete) && products.isFetching}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={onRowModesModelChange}
        onRowEditStop={onRowEditStop}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={onProcessRowUpdateError}
        onAdd={onAdd}
        exportFileName="products"
        rowHeight={56}
        localeText={
          products.isError && !products.data
            ? { noRowsLabel: `Products could not be loaded: ${errorMessage(products.error)}` }
            : {}
        }
        height="max(600px, calc(100dvh - 170px))"
        sx={{
          '& .cell-error': { outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2 },
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Are You Sure?"
        message={toDelete ? `${rowLabel(toDelete)} will be deleted.` : undefined}
        cancelLabel="Disagree"
        confirmLabel="Delete"
        busy={deleteProduct.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
      <ImageDrawer product={imageProduct} onClose={() => setImagesFor(null)} />
    </>
  );
}
