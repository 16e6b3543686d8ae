import type { InvoiceDocument, InvoiceKind } from '@seller-desk/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/http.ts';
import type { InvoiceDocumentInput } from '../../../lib/gql/graphql.ts';
import { useSaveInvoice } from '../api/billing-api.ts';
import type { PdfSource } from '../pdf-preview.ts';

/**
 * What a document screen's typed values stand for, worked out on every change by the kind's draft hook:
 * the document it saves, the preview, and whether anything named on the screen stands in the way.
 */
export interface DocumentDraft {
  /** the document as it is saved */
  document: InvoiceDocument;
  /**
   * what the preview draws; null while a number field holds no number (decision 148), `notANumber`
   * naming it
   */
  pdf: PdfSource | null;
  notANumber: string | undefined;
  /** nothing the screen names stands in the way of saving (a save under way aside) */
  ready: boolean;
}

/**
 * One kind of document screen for the editor (docs/billing.md, Screens): what it starts with, how its
 * typed values become a draft, and what it sends to be saved.
 */
export interface DocumentEditorKind<Typed, Draft extends DocumentDraft> {
  kind: InvoiceKind;
  /** what the screen starts with, and starts again with after a save ("New GST Invoice") */
  initial: () => Typed;
  /**
   * A hook (it may read the GST rules or a logo): what is typed as its draft, with what the last refusal
   * (`error`) says under its fields. Called on every render of the editor, as any hook is.
   */
  useDraft: (typed: Typed, error: Error | null) => Draft;
  /** what the save sends beside the document (a credit note: its invoice and reason) */
  saveData: (draft: Draft, typed: Typed) => InvoiceDocumentInput;
}

/** What every document screen types: its lines, each with a key of its own. */
interface EditedLines {
  lines: readonly { key: number }[];
}

/** The saved document, as the screen names it. */
export interface SavedDocumentRef {
  id: string;
  invoiceNumber: string;
  total: number;
  pdfUrl: string;
}

/**
 * The server's question about a document dated in a financial year that has ended, while it is asked:
 * its sentence, and the answers (every kind asks it, `ClosedYearDialog` shows it).
 */
export interface ClosedYearQuestion {
  message: string;
  /** saves again, confirmed */
  confirm: () => void;
  cancel: () => void;
}

/**
 * The document editor's controller (react-admin's headless style): it holds what is typed, works out the
 * kind's draft from it, saves it, keeps the server's refusal for the fields to show, and says when the
 * document is saved. The screen renders what it returns, with the layout parts the kinds share.
 * `kind` must stay the same kind for the editor's life (its draft hook is called on every render).
 */
export function useDocumentEditor<Typed extends EditedLines, Draft extends DocumentDraft>(
  kind: DocumentEditorKind<Typed, Draft>,
) {
  const [typed, setTyped] = useState(kind.initial);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [saved, setSaved] = useState<SavedDocumentRef | null>(null);
  const [closedYear, setClosedYear] = useState<string | null>(null);
  const save = useSaveInvoice();
  const { useDraft } = kind;
  const draft = useDraft(typed, error);

  /** Changes what is typed (the whole of it, from what it was). */
  const update = (change: (typed: Typed) => Typed) => {
    setTyped(change);
    setDirty(true);
  };
  const set = <K extends keyof Typed>(key: K, value: Typed[K]) => update((t) => ({ ...t, [key]: value }));
  type Line = Typed['lines'][number];
  const setLines = (change: (lines: readonly Line[]) => readonly Line[]) =>
    update((t) => ({ ...t, lines: change(t.lines) }));

  async function submit(confirmClosedYear: boolean) {
    setError(null);
    try {
      const r = await save.mutateAsync({
        kind: kind.kind,
        data: { ...kind.saveData(draft, typed), confirmClosedYear },
      });
      setSaved(r.saveInvoice);
      setDirty(false);
    } catch (e) {
      // a date in an ended financial year is asked about; otherwise what was typed stays as it was,
      // the refusal under its field
      if (e instanceof ApiError && e.field === 'confirmClosedYear') setClosedYear(e.message);
      else setError(e as Error);
    }
  }

  return {
    /** what is typed, as typed */
    typed,
    set,
    update,
    /** Changes line `key` (a line's key stays while lines are added and removed). */
    setLine: (key: number, patch: Partial<Line>) =>
      setLines((lines) => lines.map((l) => (l.key === key ? { ...l, ...patch } : l))),
    addLine: (line: Line) => setLines((lines) => [...lines, line]),
    removeLine: (key: number) => setLines((lines) => lines.filter((l) => l.key !== key)),
    /** something was typed since the screen started (or since the last save) */
    dirty,
    draft,
    /** the last refusal, or another error (a logo that could not be read): shown above Save */
    error,
    setError,
    saving: save.isPending,
    canSave: draft.ready && !save.isPending,
    save: () => void submit(false),
    /** the document once saved: the screen says so instead of the form */
    saved,
    /** a new document of the kind: the form as it started, nothing saved */
    startAgain: () => {
      setTyped(kind.initial());
      setDirty(false);
      setError(null);
      setSaved(null);
    },
    /** the server's question about a date in an ended financial year, while it is asked */
    closedYear: (closedYear === null
      ? null
      : {
          message: closedYear,
          confirm: () => {
            setClosedYear(null);
            void submit(true);
          },
          cancel: () => setClosedYear(null),
        }) satisfies ClosedYearQuestion | null,
  };
}

/** The server's refusal of `field` (of line `row`, or of the document when `row` is undefined), if it is. */
export const refusalOf = (error: Error | null, field: string, row?: number): string | undefined =>
  error instanceof ApiError && error.field === field && error.row === row ? error.message : undefined;
