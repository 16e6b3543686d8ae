import { ConfirmDialog } from '../confirm-dialog.tsx';
import { useNotify } from '../snackbar.tsx';
import { errorMessage } from '../../lib/http.ts';
import type { EditableRow } from './use-row-editing.ts';

/** What deletes a stored row by id (a TanStack Query mutation fits). */
export interface RowDeletion {
  mutate: (
    id: string,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void },
  ) => void;
  isPending: boolean;
}

/**
 * The row Delete of an editable grid: "Are You Sure?" with "Disagree" and "Delete"; a new, unsaved row is
 * only dropped (onDropNew); a stored one is deleted and the outcome told in the snackbar.
 */
export function RowDeleteDialog<R extends EditableRow>({
  row,
  label,
  message,
  deletion,
  onDropNew,
  onClose,
}: {
  row: R | null;
  /** How the row is named in messages: "Kids Watch", "SKU ABC-1". */
  label: (row: R) => string;
  /** The question's detail: "… will be deleted." */
  message: (row: R) => string;
  deletion: RowDeletion;
  onDropNew: (id: string) => void;
  onClose: () => void;
}) {
  const notify = useNotify();
  const confirm = () => {
    if (!row) return;
    if (row.isNew) {
      onDropNew(row.id);
      onClose();
      return;
    }
    deletion.mutate(row.id, {
      onSuccess: () => notify({ message: `Deleted ${label(row)}`, severity: 'success' }),
      onError: (error) =>
        notify({ message: `Could not delete ${label(row)}: ${errorMessage(error)}`, severity: 'error' }),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={row !== null}
      title="Are You Sure?"
      message={row ? message(row) : undefined}
      cancelLabel="Disagree"
      confirmLabel="Delete"
      busy={deletion.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
