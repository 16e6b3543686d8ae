import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useGridApiRef } from '@mui/x-data-grid';
import { productFieldLabel, validateProductInput, type CsvCell } from '@seller-desk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { GST_MODE_LABELS } from '../gst-choice.ts';
import { exportHoldOf, loadProgressOf, loadStatusOf } from '../../../components/data-grid/load-progress.ts';
import { RowDeleteDialog } from '../../../components/data-grid/row-delete-dialog.tsx';
import { RowSaveError, useRowEditing } from '../../../components/data-grid/use-row-editing.ts';
import { readProductsAgain } from '../../../lib/catalogue-queries.ts';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import type { LoadedList } from '../../../lib/paged-query.ts';
import { productsQueryKey, useProducts } from '../api/get-products.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useProductListings } from '../api/get-product-listings.ts';
import { saveProduct } from '../api/save-product.ts';
import { deleteMessage, newProductRow, rowLabel, rowToInput, type ProductRow } from '../product-row.ts';
import type { Product } from '../api/product-fields.ts';
import { productColumns } from './products.columns.tsx';
import { ImageDrawer } from './image-drawer.tsx';
import { ProductCards } from './product-cards.tsx';
import { ProductForm } from './product-form.tsx';

function fieldName(field: string | undefined): string | undefined {
  return field ? productFieldLabel(field) : undefined;
}

export function ProductsGrid() {
  const apiRef = useGridApiRef();
  const queryClient = useQueryClient();
  const products = useProducts();
  const deleteProduct = useDeleteProduct();
  const [toDelete, setToDelete] = useState<ProductRow | null>(null);
  // The delete question names the listings that lose the product (docs/screens.md, Product).
  const linkedListings = useProductListings(toDelete && !toDelete.isNew ? toDelete.id : null);
  const [imagesFor, setImagesFor] = useState<string | null>(null);
  // "Add image" on a new row saves it first; once saved, its images open (one step, decision 072).
  const imagesAfterSave = useRef<string | null>(null);
  // the product's listings, price-list rows and bulk names are re-read too (lib/catalogue-queries.ts)
  const reload = useCallback(() => readProductsAgain(queryClient), [queryClient]);
  const storedRow = useCallback(
    (id: string) =>
      queryClient
        .getQueryData<LoadedList<Product>>(productsQueryKey)
        ?.items.find((product) => product.id === id),
    [queryClient],
  );
  const editing = useRowEditing<ProductRow>({ apiRef, reload, storedRow });
  // The rows whose GST choice was picked by hand (kept for the page's life; ids are never reused).
  const gstModeChosen = useRef(new Set<string>()).current;
  const { newRows, onCancel, onSaved, versionToSend, addRow, onSave: saveRow } = editing;

  const rows = useMemo<ProductRow[]>(
    () => [...newRows, ...(products.data?.items ?? [])],
    [newRows, products.data],
  );
  const loadProgress = useMemo(
    () => loadProgressOf({ data: products.data, error: products.error, isFetching: products.isFetching }),
    [products.data, products.error, products.isFetching],
  );

  const onAdd = useCallback(() => addRow(newProductRow(), 'productName'), [addRow]);

  const processRowUpdate = useCallback(
    async (newRow: ProductRow, oldRow: ProductRow): Promise<ProductRow> => {
      const id = newRow.id;
      const input = rowToInput(newRow);
      // a stored product's HSN code and GST left as they are, are not checked (decisions 143, 152)
      const problems = validateProductInput(input, {
        partial: false,
        storedHsnCode: newRow.isNew ? null : oldRow.hsnCode,
        storedGst: newRow.isNew ? null : oldRow.gst,
      });
      if (problems.length > 0) {
        imagesAfterSave.current = null;
        throw new RowSaveError(
          id,
          `Could not save ${rowLabel(newRow)}: ${problems.map((p) => p.message).join('; ')}`,
          'BAD_USER_INPUT',
          problems.map((p) => p.field),
        );
      }
      try {
        const saved = newRow.isNew
          ? await saveProduct({ id: null, data: input })
          : await saveProduct({ id, data: { ...input, version: versionToSend(id, oldRow.version) } });
        await reload();
        onSaved(id);
        if (imagesAfterSave.current === id) setImagesFor(saved.id);
        imagesAfterSave.current = null;
        return newRow.isNew ? { ...newRow, ...saved, id, isNew: false } : { ...saved };
      } catch (error) {
        imagesAfterSave.current = null;
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
      }
    },
    [reload, onSaved, versionToSend],
  );

  const columns = useMemo(
    () =>
      productColumns({
        rowModesModel: editing.rowModesModel,
        fieldErrors: editing.fieldErrors,
        gstModeChosen,
        onOpenImages: (row) => {
          if (!row.isNew) {
            setImagesFor(row.id);
            return;
          }
          imagesAfterSave.current = row.id;
          saveRow(row.id);
        },
        onEdit: editing.onEdit,
        onSave: editing.onSave,
        onCancel,
        onDelete: (row) => setToDelete(row),
      }),
    [
      editing.rowModesModel,
      editing.fieldErrors,
      editing.onEdit,
      editing.onSave,
      saveRow,
      onCancel,
      gstModeChosen,
    ],
  );

  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [formFor, setFormFor] = useState<ProductRow | 'new' | null>(null);
  // `?product=<id>` (lib/product-link.ts: the GST return's HSN checks) opens that product's form once
  const [params, setParams] = useSearchParams();
  const asked = params.get('product');
  useEffect(() => {
    if (!asked) return;
    const product = products.data?.items.find((p) => p.id === asked);
    if (!product && !products.data?.complete) return;
    if (product) setFormFor(product);
    setParams(
      (prev) => {
        prev.delete('product');
        return prev;
      },
      { replace: true },
    );
  }, [asked, products.data, setParams]);
  const imageProduct = imagesFor ? (products.data?.items.find((p) => p.id === imagesFor) ?? null) : null;

  const dialogs = (
    <>
      <RowDeleteDialog
        row={toDelete}
        label={rowLabel}
        message={(row) =>
          deleteMessage(
            row,
            linkedListings.data,
            linkedListings.error ? errorMessage(linkedListings.error) : undefined,
          )
        }
        deletion={deleteProduct}
        onDropNew={onCancel}
        onClose={() => setToDelete(null)}
      />
      <ImageDrawer product={imageProduct} onClose={() => setImagesFor(null)} />
      <ProductForm product={formFor} onClose={() => setFormFor(null)} />
    </>
  );

  if (narrow) {
    return (
      <>
        <ProductCards
          rows={products.data?.items ?? []}
          loading={products.isPending}
          status={
            products.isError && !products.data
              ? `Products could not be loaded: ${errorMessage(products.error)}`
              : loadProgress
                ? loadStatusOf(loadProgress)
                : null
          }
          exportHold={exportHoldOf(loadProgress)}
          onAdd={() => setFormFor('new')}
          onEdit={(row) => setFormFor(row)}
          onDelete={(row) => setToDelete(row)}
          onOpenImages={(row) => setImagesFor(row.id)}
        />
        {dialogs}
      </>
    );
  }

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
        {...editing.gridProps}
        processRowUpdate={processRowUpdate}
        onAdd={onAdd}
        exportFileName="products"
        getRowAriaLabel={productRowName}
        rowHeight={56}
        // A dozen columns: all rendered, so that a row keeps its image button at any horizontal scroll.
        columnBufferPx={4000}
        columnsKey="products"
        columnsRememberedFor="Remembered in this browser."
        emptyText="No products yet — use Add record"
        csvValue={productCsvValue}
        localeText={
          products.isError && !products.data
            ? { noRowsLabel: `Products could not be loaded: ${errorMessage(products.error)}` }
            : {}
        }
        height="max(600px, calc(100dvh - 170px))"
        sx={{
          '& .cell-error': { outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2 },
          // Wrapped names and the row's other cells centred vertically; numbers at the right.
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
        }}
      />
      {dialogs}
    </>
  );
}

/** A product row's accessible name: its product name (empty for a new row not saved yet). */
function productRowName(row: ProductRow): string {
  return String(row.productName ?? '').trim();
}

/** The CSV writes the GST choice in the grid's words ("By HSN code"), not its code (BY_HSN). */
function productCsvValue(field: string, row: ProductRow): CsvCell | undefined {
  return field === 'gstMode' && row.gstMode ? GST_MODE_LABELS[row.gstMode] : undefined;
}
