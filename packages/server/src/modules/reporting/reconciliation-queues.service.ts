// The reconciliation queues of one channel today (docs/ledger.md), read from the database a page
// or a part at a time: a queue of 100,000 lines is counted and paged in SQL, never loaded whole (issue
// 43). node:sqlite runs a statement synchronously, and one query asks for up to eight pages and counts
// (more with aliases) at once: the statements run one at a time, each in a turn of the event loop of
// its own, so that other requests are answered between them rather than after all of them (and on
// PostgreSQL they hold one pooled connection, not all of them). Which lines a queue lists, and what each row says, is core's rule; the settings are the
// order-lines module's (a port from app.ts).
import {
  indiaDate,
  lastClaimReturnDate,
  lastOverdueBillDate,
  overduePaymentOf,
  returnClaimOf,
  rupeesToPaise,
  settlementDifferenceOf,
  type Channel,
  type OverduePayment,
  type ReconciliationSettings,
  type ReturnClaim,
  type SettlementDifference,
} from '@seller-desk/core';
import type { Clock } from '../../shared/clock.ts';
import { pageArgs } from '../../shared/paging.ts';
import { nextTurn, oneAtATime } from '../../shared/turns.ts';
import type { Bound } from '../../shared/unit-of-work.ts';
import type { SettingView } from '../settings/settings.service.ts';
import type {
  QueueFilter,
  QueueLine,
  QueueName,
  ReconciliationQueuesRepository,
} from './reconciliation-queues.repository.ts';

/** The rows each queue shows. */
export interface QueueRows {
  settlementDifferences: SettlementDifference;
  acceptedDifferences: SettlementDifference;
  overduePayments: OverduePayment;
  returnClaims: ReturnClaim;
}

/** The queues of one channel on one day, with the settings they were computed with. */
export interface QueuesOn {
  channel: Channel;
  /** yyyy-MM-dd, India time */
  today: string;
  settings: SettingView<ReconciliationSettings>;
}

/** A queue's rows a page holds when the caller does not say (the screen's page). */
export const QUEUE_PAGE_DEFAULT = 100;

/** Lines read a part at a time for a download: about a hundred kilobytes held at once, each read in well under 50 ms. */
const EXPORT_PART_LINES = 1_000;

function filterOf(on: QueuesOn, queue: QueueName): QueueFilter {
  const { channel, today } = on;
  const settings = on.settings.value;
  switch (queue) {
    case 'overduePayments':
      return { queue, channel, lastBillDate: lastOverdueBillDate(channel, settings, today) };
    case 'returnClaims':
      return { queue, channel, lastReturnDate: lastClaimReturnDate(channel, settings, today) };
    default:
      return { queue, channel, tolerancePaise: rupeesToPaise(settings.toleranceRupees) };
  }
}

/** A line read for a queue as the queue shows it (core's rule; the SQL chose the line by the same rule). */
function rowOf<Q extends QueueName>(on: QueuesOn, queue: Q, line: QueueLine): QueueRows[Q] | null {
  const settings = on.settings.value;
  if (queue === 'overduePayments') return overduePaymentOf(line, settings, on.today) as QueueRows[Q] | null;
  if (queue === 'returnClaims') return returnClaimOf(line, settings, on.today) as QueueRows[Q] | null;
  return settlementDifferenceOf(line, settings) as QueueRows[Q] | null;
}

const rowsOf = <Q extends QueueName>(on: QueuesOn, queue: Q, lines: readonly QueueLine[]) =>
  lines.flatMap((l) => rowOf(on, queue, l) ?? []);

export function createReconciliationQueuesService({
  queues,
  clock,
  settings,
}: {
  queues: Bound<ReconciliationQueuesRepository>;
  clock: Clock;
  settings: () => Promise<SettingView<ReconciliationSettings>>;
}) {
  const inTurn = oneAtATime();
  return {
    /** The queues of `channel` today, with the settings now: what each queue's page and count is read against. */
    async on(channel: Channel): Promise<QueuesOn> {
      return { channel, today: indiaDate(clock.now()), settings: await settings() };
    },

    /**
     * One page of a queue in its order (`first` by default QUEUE_PAGE_DEFAULT, at most MAX_PAGE_SIZE:
     * more is refused, naming first).
     */
    async page<Q extends QueueName>(
      on: QueuesOn,
      queue: Q,
      page: { first?: number | null; skip?: number | null },
    ): Promise<QueueRows[Q][]> {
      const bounded = pageArgs(page, QUEUE_PAGE_DEFAULT);
      const lines = await inTurn(() => queues.page(filterOf(on, queue), bounded));
      return rowsOf(on, queue, lines);
    },

    /** How many lines the queue lists. */
    async count(on: QueuesOn, queue: QueueName): Promise<number> {
      return inTurn(() => queues.count(filterOf(on, queue)));
    },

    /** Every row of the queue in its order, a part at a time (its CSV download). */
    async *parts<Q extends QueueName>(on: QueuesOn, queue: Q): AsyncGenerator<QueueRows[Q][]> {
      const filter = filterOf(on, queue);
      let after: QueueLine | null = null;
      for (;;) {
        const part = await queues.after(filter, after, EXPORT_PART_LINES);
        if (part.length > 0) yield rowsOf(on, queue, part);
        if (part.length < EXPORT_PART_LINES) return;
        after = part[part.length - 1]!;
        // node:sqlite reads synchronously: other requests get their turn between parts
        await nextTurn();
      }
    },
  };
}

export type ReconciliationQueuesService = ReturnType<typeof createReconciliationQueuesService>;
