import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BULK_SEND_GAP_MS, useBulkSend } from './use-bulk-send.ts';

// "Send next 25": at most 25 rows, one every 3.1 s, the row it is on shown, Stop, and a second click
// while a run goes does nothing.

const rows = Array.from({ length: 30 }, (_, i) => ({ id: `id-${i + 1}`, orderId: `LK-${i + 1}` }));

describe('useBulkSend', () => {
  afterEach(() => vi.useRealTimers());

  it('sends at most 25 rows, 3.1 s apart, and says which one it is on', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const done = vi.fn();
    const { result } = renderHook(() =>
      useBulkSend(async (row: (typeof rows)[number]) => {
        sent.push(row.orderId);
        return 'sent' as const;
      }, done),
    );
    let run!: Promise<void>;
    act(() => {
      run = result.current.start(rows);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sent).toEqual(['LK-1']);
    expect(result.current.state).toMatchObject({ running: true, at: 1, total: 25, orderId: 'LK-1' });
    // a second click while it runs starts nothing
    await act(async () => {
      await result.current.start(rows);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BULK_SEND_GAP_MS - 1);
    });
    expect(sent).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(sent).toEqual(['LK-1', 'LK-2']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BULK_SEND_GAP_MS * 30);
      await run;
    });
    expect(sent).toHaveLength(25);
    expect(sent.at(-1)).toBe('LK-25');
    expect(result.current.state).toMatchObject({ running: false, sent: 25, skipped: 0 });
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stops before the next row when Stop is pressed, and counts rows someone else sent', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const { result } = renderHook(() =>
      useBulkSend(
        async (row: (typeof rows)[number]) => {
          sent.push(row.orderId);
          return row.orderId === 'LK-2' ? ('alreadySent' as const) : ('sent' as const);
        },
        () => {},
      ),
    );
    let run!: Promise<void>;
    act(() => {
      run = result.current.start(rows);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BULK_SEND_GAP_MS);
    });
    act(() => result.current.stop());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BULK_SEND_GAP_MS * 5);
      await run;
    });
    expect(sent).toEqual(['LK-1', 'LK-2']);
    expect(result.current.state).toMatchObject({ running: false, sent: 1, skipped: 1 });
  });
});
