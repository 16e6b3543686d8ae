import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { DEFAULT_SELLER_PROFILE, type SellerProfile } from '@seller-desk/core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_SCREENS } from '../invoice-screens.ts';
import { invoiceEditor } from './invoice-editor.ts';
import { useDocumentEditor } from './use-document-editor.ts';

// The document editor's controller, on the cash memo's kind (no GST rules to load): what it does around
// a save that the screens' tests do not show, with a server stubbed to refuse or save what is sent.

const SELLER: SellerProfile = { ...DEFAULT_SELLER_PROFILE, businessName: 'Little Kid', stateCode: '27' };
const CASH_MEMO = INVOICE_SCREENS.find((s) => s.kind === 'CASH_MEMO')!;

type Answer = { refuse: { message: string; field: string } } | { number: string };

/** Answers each save with the next answer; returns the data of every save sent. */
function saveServer(answers: Answer[]) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const { variables } = JSON.parse(String(init?.body)) as {
        variables: { data: Record<string, unknown> };
      };
      sent.push(variables.data);
      const answer = answers[sent.length - 1]!;
      const body =
        'refuse' in answer
          ? {
              errors: [
                {
                  message: answer.refuse.message,
                  extensions: { code: 'BAD_USER_INPUT', field: answer.refuse.field },
                },
              ],
            }
          : {
              data: {
                saveInvoice: {
                  id: 'i-1',
                  kind: 'CASH_MEMO',
                  invoiceNumber: answer.number,
                  total: 20,
                  pdfUrl: '/pdf/i-1',
                },
              },
            };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A cash memo editor with Ravi's memo for 2 × ₹10 typed. */
function typedMemo() {
  const kind = invoiceEditor(CASH_MEMO, SELLER);
  const { result } = renderHook(() => useDocumentEditor(kind), { wrapper });
  expect(result.current.dirty).toBe(false);
  act(() => {
    result.current.set('clientName', 'Ravi');
    result.current.setLine(result.current.typed.lines[0]!.key, {
      description: 'Gel pens',
      quantity: '2',
      rate: '10',
    });
  });
  return result;
}

afterEach(() => vi.unstubAllGlobals());

describe('useDocumentEditor', () => {
  it('says something is typed, saves the draft, and starts a new document from the beginning', async () => {
    const sent = saveServer([{ number: 'CM071226001' }]);
    const editor = typedMemo();
    expect(editor.current.dirty).toBe(true);
    expect(editor.current.draft.document.clientName).toBe('Ravi');
    expect(editor.current.canSave).toBe(true);
    act(() => editor.current.save());
    await waitFor(() => expect(editor.current.saved?.invoiceNumber).toBe('CM071226001'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ clientName: 'Ravi', confirmClosedYear: false });
    expect(editor.current.dirty).toBe(false);
    act(() => editor.current.startAgain());
    expect(editor.current.saved).toBeNull();
    expect(editor.current.typed.clientName).toBe('');
    expect(editor.current.typed.lines).toHaveLength(1);
    expect(editor.current.typed.lines[0]!.description).toBe('');
  });

  it('keeps what was typed when the save is refused, the refusal under its field', async () => {
    saveServer([{ refuse: { message: 'Client name is too long', field: 'clientName' } }]);
    const editor = typedMemo();
    act(() => editor.current.save());
    await waitFor(() => expect(editor.current.error?.message).toBe('Client name is too long'));
    expect(editor.current.saved).toBeNull();
    expect(editor.current.dirty).toBe(true);
    expect(editor.current.typed.clientName).toBe('Ravi');
    expect(editor.current.typed.lines[0]!.description).toBe('Gel pens');
    expect(editor.current.draft.fieldError('clientName')).toBe('Client name is too long');
    expect(editor.current.canSave).toBe(true);
  });

  const closedYear =
    'Invoice date 31 Mar 2025 is in the financial year 2024-25, which has ended. Confirm to save it there.';

  it('asks about a date in an ended financial year, and saves again once confirmed', async () => {
    const sent = saveServer([
      { refuse: { message: closedYear, field: 'confirmClosedYear' } },
      { number: 'CM310325001' },
    ]);
    const editor = typedMemo();
    act(() => editor.current.save());
    await waitFor(() => expect(editor.current.closedYear?.message).toBe(closedYear));
    expect(editor.current.error).toBeNull();
    act(() => editor.current.closedYear!.confirm());
    expect(editor.current.closedYear).toBeNull();
    await waitFor(() => expect(editor.current.saved?.invoiceNumber).toBe('CM310325001'));
    expect(sent.map((d) => d.confirmClosedYear)).toEqual([false, true]);
  });

  it('sends nothing again when the question is cancelled, and keeps what was typed', async () => {
    const sent = saveServer([{ refuse: { message: closedYear, field: 'confirmClosedYear' } }]);
    const editor = typedMemo();
    act(() => editor.current.save());
    await waitFor(() => expect(editor.current.closedYear?.message).toBe(closedYear));
    act(() => editor.current.closedYear!.cancel());
    expect(editor.current.closedYear).toBeNull();
    expect(editor.current.error).toBeNull();
    expect(editor.current.saved).toBeNull();
    expect(editor.current.typed.clientName).toBe('Ravi');
    expect(sent).toHaveLength(1);
  });
});
