import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { DeleteSelectedOptions } from '../../../components/data-grid/grid-toolbar-context.ts';
import { RowSaveError } from '../../../components/data-grid/use-row-editing.ts';
import { useNotify } from '../../../components/snackbar.tsx';
import { readListingsAgain } from '../../../lib/catalogue-queries.ts';
import { ApiError, errorMessage } from '../../../lib/http.ts';
import { deleteManyListings } from '../api/delete-many-listings.ts';
import type { ListingProduct } from '../api/get-listing-products.ts';
import { dropListingsFromList, putListingInList } from '../api/get-listings.ts';
import { saveListing } from '../api/save-listing.ts';
import type { ListingChannelConfig } from '../listing-channels.ts';
import {
  listingFieldLabel,
  listingTitle,
  columnOfField,
  listingToRow,
  nameProducts,
  numberProblems,
  rowLabel,
  rowToInput,
  type ListingRow,
} from '../listing-row.ts';

interface ListingRowWritesOptions {
  config: ListingChannelConfig;
  /** The stored rows: a partial delete's message names each row not deleted by its SKU. */
  storedRows: readonly ListingRow[];
  /** The products by id: a save error names a product by its name rather than its id. */
  products: ReadonlyMap<string, ListingProduct>;
  /** Reads the listings again after a save. */
  reload: () => Promise<unknown>;
  /** From the grid's row editing (useRowEditing). */
  onSaved: (id: string) => void;
  onCancel: (id: string) => void;
  versionToSend: (id: string, current: number) => number;
}

/**
 * How the listing grid writes: a row's save (checked here first, then sent; a refusal names the row and
 * the field) and the toolbar's Delete selected (one request; a partial failure names each row kept).
 */
export function useListingRowWrites({
  config,
  storedRows,
  products,
  reload,
  onSaved,
  onCancel,
  versionToSend,
}: ListingRowWritesOptions) {
  const queryClient = useQueryClient();
  const notify = useNotify();

  const processRowUpdate = useCallback(
    async (newRow: ListingRow, oldRow: ListingRow): Promise<ListingRow> => {
      const id = newRow.id;
      const isNew = Boolean(newRow.isNew);
      const version = versionToSend(id, oldRow.version);
      const input = rowToInput({ ...newRow, version }, config, isNew);
      if (!input.skuid) {
        throw new RowSaveError(
          id,
          `Could not save ${rowLabel(newRow)}: ${listingTitle('skuid')} is required`,
          'BAD_USER_INPUT',
          ['skuid'],
        );
      }
      const problems = numberProblems(input);
      if (problems.length > 0) {
        throw new RowSaveError(
          id,
          `Could not save ${rowLabel(newRow)}: ${problems.map((p) => p.message).join('; ')}`,
          'BAD_USER_INPUT',
          problems.map((p) => p.field),
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
          const label = error.field ? listingFieldLabel(error.field) : undefined;
          // The server's message usually names the field already ("SKU ABC-1 is already listed on Flipkart").
          const named =
            !label ||
            error.message.toLowerCase().includes(label.toLowerCase()) ||
            (error.field === 'skuid' && /\bsku\b/i.test(error.message));
          const detail = named ? error.message : `${label}: ${error.message}`;
          // A product the server no longer knows is named by its id; people know it by its name.
          const message = nameProducts(detail, products);
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
    [config, queryClient, reload, onSaved, versionToSend, products],
  );

  const deleteSelected = useMemo<DeleteSelectedOptions>(
    () => ({
      noun: { one: 'listing', many: 'listings' },
      nameOf: (row) => rowLabel(row as ListingRow),
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
          void readListingsAgain(queryClient, config.channel);
        }
      },
    }),
    [config, notify, onCancel, queryClient, storedRows],
  );

  return { processRowUpdate, deleteSelected };
}
