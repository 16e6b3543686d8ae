import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { ClosedYearQuestion } from '../hooks/use-document-editor.ts';

/**
 * The question a document screen asks when the server refuses a date in a financial year that has ended
 * (docs/billing.md, When a document can be saved): the server's sentence, Cancel, and the save sent again
 * confirmed. `action` is the screen's word for saving: "Save" on the invoice screens, "Issue" on the
 * credit note.
 */
export function ClosedYearDialog({
  question,
  action,
  busy,
}: {
  question: ClosedYearQuestion | null;
  action: 'Save' | 'Issue';
  busy: boolean;
}) {
  return (
    <ConfirmDialog
      open={question !== null}
      title={`${action} in a closed financial year?`}
      message={question?.message ?? ''}
      confirmLabel={`${action} anyway`}
      busy={busy}
      onCancel={() => question?.cancel()}
      onConfirm={() => question?.confirm()}
    />
  );
}
