import crypto from 'node:crypto';
import {
  COD_PAYMENT_METHOD,
  COD_PENDING_CLASSES,
  COVERAGE_OF,
  MESSAGE_FLAGS,
  NDR_REQUESTS,
  PINCODE_PREFIX_DIGITS,
  SHIPMENT_TAB_INFO,
  SUMMARY_PREFIXES,
  afterEddBefore,
  rtoRatePercent,
  changedSyncedFields,
  ndrMoveProblem,
  reportReaders,
  shipmentsOf,
  type Courier,
  type MessageFlag,
  type NdrRequest,
  type NdrState,
  type ProductCostRule,
  type ReportProblem,
  type ShipmentInput,
  type ShipmentCostSettings,
  type ShipmentSummary,
  type ShipmentTab,
} from '@seller-desk/core';
import { auditTo, type AuditLog } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { DomainError, badInput, notFound } from '../../shared/errors.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import type { ShipmentReadsRepository } from './shipment-reads.repository.ts';
import type { ShipmentRecord } from './shipment-record.ts';
import type { ShipmentsRepository } from './shipments.repository.ts';

// The order database (docs/orders.md, decisions 275-278): courier exports imported into shipments, the
// tabs paged in SQL, the message flags claimed on the server. The rules are core's (shipments).

/** The ports the shipments service works through (app.ts binds the database; unit tests, memory). */
export interface ShipmentsStore {
  shipments: Bound<ShipmentsRepository>;
  /** The NDR queue's and the Summary's reads. */
  reads: Bound<ShipmentReadsRepository>;
  audit: AuditLog;
}

/** What an import answers: how many shipments it added, updated, left as they were, and the rows' problems. */
export interface ShipmentImportResult {
  added: number;
  updated: number;
  unchanged: number;
  problems: ReportProblem[];
}

const GONE = 'This order is no longer in the order database';

/**
 * The courier's side of an NDR request (issue 41 #6): a re-attempt or an RTO asked of the courier that
 * carries the shipment. The connectors provide it (Shiprocket's `POST /ndr/{awb}/action`, once an ADMIN
 * has entered its login); iThink takes no request through its API. `couriers` says which couriers take
 * one now (read once per page of shipments); `send` throws a DomainError in words for the screen when
 * the courier refuses or cannot be reached.
 */
export interface CourierNdrRequests {
  couriers(): Promise<ReadonlySet<Courier>>;
  send(shipment: ShipmentRecord, request: NdrRequest): Promise<void>;
}

/** No courier takes requests: the queue records the staff's own request (the state) only. */
const NO_COURIER_NDR_REQUESTS: CourierNdrRequests = {
  couriers: () => Promise.resolve(new Set()),
  send: () => Promise.reject(new DomainError('CONFLICT', 'No courier connection sends NDR requests yet')),
};

/** A shipment with the name of whoever last moved its NDR state. */
export type NdrQueueRecord = ShipmentRecord & { ndrStateByName: string | null };

/** The first line of a file that cannot be read as this courier's export, in the reader's words. */
function refusedFile(problems: readonly ReportProblem[]): ReportProblem | undefined {
  return problems.find((p) => p.wholeFile !== undefined);
}

export function createShipmentsService({
  store,
  clock,
  costRules,
  courierNdrRequests = NO_COURIER_NDR_REQUESTS,
  costSettings,
}: {
  /** The setting shipmentCosts (Settings › Order sync), read and saved through the settings mechanism. */
  costSettings: {
    read(): Promise<{ value: ShipmentCostSettings; version: number }>;
    write(
      value: ShipmentCostSettings,
      version: number,
      actor: SessionUser,
    ): Promise<{ value: ShipmentCostSettings; version: number }>;
  };
  store: UnitOfWork<ShipmentsStore>;
  clock: Clock;
  /** The connectors' NDR request (CourierNdrRequests); none by default. */
  courierNdrRequests?: CourierNdrRequests;
  /** The setting shipmentCosts' rules, read when an import starts. */
  costRules: () => Promise<readonly ProductCostRule[]>;
}) {
  const audit = auditTo<unknown>(clock, 'shipment');

  /** The shipments of an export, or the error that stops the import before anything is written. */
  async function readExport(courier: Courier, text: string) {
    const read = reportReaders[`${courier}:orders`](text);
    const refused = refusedFile(read.problems);
    if (refused) throw new DomainError('BAD_USER_INPUT', refused.message, { field: 'file' });
    const result = shipmentsOf(courier, read.rows, await costRules());
    if (!result.ok)
      throw new DomainError('BAD_USER_INPUT', result.problem.message, {
        field: 'file',
        row: result.problem.line,
      });
    return { shipments: result.shipments, problems: [...read.problems, ...result.problems] };
  }

  /** Moves a shipment's NDR action state (core's state machine), recording who and when. */
  async function moveNdr(
    id: string,
    to: NdrState,
    actor: SessionUser,
    request?: { request: NdrRequest; sentToCourier: boolean },
  ): Promise<ShipmentRecord> {
    return store.transaction(async (s) => {
      const before = await s.shipments.findById(id);
      if (!before) throw notFound(GONE);
      const problem = ndrMoveProblem(before.ndrState, to);
      if (problem) throw new DomainError('CONFLICT', problem);
      await s.shipments.setNdrState(id, to, clock.now().toISOString(), actor.id);
      await audit(s, actor.id, id, 'ndr', { ndrState: before.ndrState }, { ndrState: to, ...request });
      return (await s.shipments.findById(id)) ?? before;
    });
  }

  async function withNames(rows: ShipmentRecord[]): Promise<NdrQueueRecord[]> {
    const names = await store.read.reads.userNames(
      rows.flatMap((r) => (r.ndrStateBy === null ? [] : [r.ndrStateBy])),
    );
    return rows.map((r) => ({
      ...r,
      ndrStateByName: r.ndrStateBy === null ? null : (names.get(r.ndrStateBy) ?? null),
    }));
  }

  /** What one courier's part of a write came to. */
  type WriteCounts = Omit<ShipmentImportResult, 'problems'>;

  /**
   * Adds unknown shipments and updates known ones in what the courier decides, in one transaction; a key
   * another writer added meanwhile is read again and updated (never added twice), and an update writes
   * only the synced columns (a flag set meanwhile is kept). One audit row per courier.
   */
  async function writeShipments(
    parts: readonly { courier: Courier; shipments: readonly ShipmentInput[] }[],
    actor: SessionUser,
    entity: 'shipmentImport' | 'shipmentSync',
    onProgress?: (done: number, total: number) => void,
  ): Promise<WriteCounts[]> {
    const at = clock.now().toISOString();
    const total = parts.reduce((n, p) => n + p.shipments.length, 0);
    let done = 0;
    const counts = await store.transaction(async (s) => {
      const out: WriteCounts[] = [];
      for (const { courier, shipments } of parts) {
        const stored = await s.shipments.findByOrderIds(
          courier,
          shipments.map((x) => x.orderId),
        );
        const byKey = new Map(stored.map((r) => [`${r.channel}\u0000${r.orderId}`, r]));
        const fresh: { id: string; shipment: ShipmentInput }[] = [];
        const known: { record: ShipmentRecord; shipment: ShipmentInput }[] = [];
        for (const shipment of shipments) {
          const record = byKey.get(`${shipment.channel}\u0000${shipment.orderId}`);
          if (record) known.push({ record, shipment });
          else fresh.push({ id: crypto.randomUUID(), shipment });
        }
        const added = await s.shipments.insertNew(fresh, at, actor.id);
        // a key another import added meanwhile: read it now and update it as a known one
        const raced = fresh.filter((f) => !added.has(f.id));
        if (raced.length > 0) {
          const now = await s.shipments.findByOrderIds(
            courier,
            raced.map((r) => r.shipment.orderId),
          );
          const nowByKey = new Map(now.map((r) => [`${r.channel}\u0000${r.orderId}`, r]));
          for (const r of raced) {
            const record = nowByKey.get(`${r.shipment.channel}\u0000${r.shipment.orderId}`);
            if (record) known.push({ record, shipment: r.shipment });
          }
        }
        let updated = 0;
        done += added.size;
        for (const { record, shipment } of known) {
          if (changedSyncedFields(record, shipment).length > 0) {
            await s.shipments.updateSynced(record.id, shipment, at, actor.id);
            updated++;
          }
          if (++done % 1000 === 0) onProgress?.(done, total);
        }
        await s.audit.write({
          at,
          userId: actor.id,
          entity,
          entityId: courier,
          action: entity === 'shipmentSync' ? 'sync' : 'import',
          before: null,
          after: { courier, added: added.size, updated, orders: shipments.length },
        });
        out.push({ added: added.size, updated, unchanged: known.length - updated });
      }
      return out;
    });
    onProgress?.(total, total);
    return counts;
  }

  /** Which shipments' couriers take a re-attempt or RTO request from here now (one with an AWB). */
  async function ndrRequestsTaken(): Promise<(s: Pick<ShipmentRecord, 'courier' | 'awb'>) => boolean> {
    const couriers = await courierNdrRequests.couriers();
    return (s) => couriers.has(s.courier) && Boolean(s.awb);
  }

  return {
    /**
     * Imports a courier's export in one transaction: new shipments added, known ones updated in what
     * the courier decides (never their flags), the rest counted as unchanged. Idempotent: the same file
     * twice changes nothing the second time.
     */
    async importExport(
      courier: Courier,
      text: string,
      actor: SessionUser,
      onProgress?: (done: number, total: number) => void,
    ): Promise<ShipmentImportResult> {
      const { shipments, problems } = await readExport(courier, text);
      const [counts] = await writeShipments([{ courier, shipments }], actor, 'shipmentImport', onProgress);
      return { ...counts!, problems };
    },

    /**
     * A courier sync's writes (docs/orders.md, "Courier sync"): each courier's shipments added or updated
     * as an import's are, all couriers in one transaction (Sync Both stores both or neither).
     */
    syncShipments: (
      parts: readonly { courier: Courier; shipments: readonly ShipmentInput[] }[],
      actor: SessionUser,
      onProgress?: (done: number, total: number) => void,
    ) => writeShipments(parts, actor, 'shipmentSync', onProgress),

    /** The AWBs of a courier's shipments still open (new, in transit, undelivered): a sync reads them again. */
    openAwbs: (courier: Courier) => store.read.shipments.openAwbs(courier),

    /** A page of a tab at the clock's now. */
    page: (tab: ShipmentTab, page: { first: number; skip: number }) =>
      store.read.shipments.page(tab, afterEddBefore(clock.now()), page),

    counts: () => store.read.shipments.counts(afterEddBefore(clock.now())),

    /**
     * Claims a tab's flag for a send (decision 277): true when this person may open the link; false when
     * someone else (or this person, in another window) sent it first.
     */
    async claim(
      id: string,
      tab: ShipmentTab,
      actor: SessionUser,
    ): Promise<{ claimed: boolean; shipment: ShipmentRecord }> {
      const flag: MessageFlag | null = SHIPMENT_TAB_INFO[tab].flag;
      if (flag === null) throw badInput('tab', `A send from ${SHIPMENT_TAB_INFO[tab].label} records no flag`);
      return store.transaction(async (s) => {
        const before = await s.shipments.findById(id);
        if (!before) throw notFound(GONE);
        const claimed = await s.shipments.claimFlag(id, flag, clock.now().toISOString(), actor.id);
        const after = (await s.shipments.findById(id)) ?? before;
        if (claimed) await audit(s, actor.id, id, `send:${flag}`, { [flag]: false }, { [flag]: true });
        return { claimed, shipment: after };
      });
    },

    /** A page of the NDR queue, each row with the name of whoever moved it last. */
    async ndrQueue(withClosed: boolean, page: { first: number; skip: number }): Promise<NdrQueueRecord[]> {
      const rows = await store.read.reads.ndrQueue(withClosed, page);
      return withNames(rows);
    },

    ndrQueueCount: (withClosed: boolean) => store.read.reads.ndrQueueCount(withClosed),

    ndrRequestsTaken,

    /**
     * A re-attempt or an RTO asked for (decision 312): sent to the courier first where its connection
     * takes requests (a refusal changes nothing here), then the action state moved with who and when.
     * `sentToCourier` says whether the courier was asked, or only our record changed.
     */
    async requestNdr(
      id: string,
      request: NdrRequest,
      actor: SessionUser,
    ): Promise<{ shipment: NdrQueueRecord; sentToCourier: boolean }> {
      const to = NDR_REQUESTS[request];
      const before = await store.read.shipments.findById(id);
      if (!before) throw notFound(GONE);
      const problem = ndrMoveProblem(before.ndrState, to);
      if (problem) throw new DomainError('CONFLICT', problem);
      const sentToCourier = (await ndrRequestsTaken())(before);
      if (sentToCourier) await courierNdrRequests.send(before, request);
      const moved = await moveNdr(id, to, actor, { request, sentToCourier });
      return { shipment: (await withNames([moved]))[0]!, sentToCourier };
    },

    /** The order sync's product costs by keyword, with the version a save starts from. */
    costSettings: () => costSettings.read(),
    /** ADMIN only (the resolver checks): core's check names a bad rule; a stale version is CONFLICT. */
    saveCostSettings: (value: ShipmentCostSettings, version: number, actor: SessionUser) =>
      costSettings.write(value, version, actor),

    /** The Summary tab's figures (decision 311), added up in SQL. */
    async summary(): Promise<ShipmentSummary> {
      const db = store.read.reads;
      const [counts, tabs, prefixes, cod, flags] = await Promise.all([
        db.summaryCounts(),
        store.read.shipments.counts(afterEddBefore(clock.now())),
        db.rtoByPincodePrefix(PINCODE_PREFIX_DIGITS, SUMMARY_PREFIXES),
        db.codPending(COD_PENDING_CLASSES, COD_PAYMENT_METHOD),
        db.flagCounts(),
      ]);
      const byClass = new Map(flags.map((f) => [f.statusClass, f]));
      const desc = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
      return {
        total: tabs.all,
        byStatus: counts.byStatus.sort(desc),
        byChannel: counts.byChannel.sort(desc),
        byCourier: counts.byCourier
          .map((c) => ({ ...c, rtoRatePercent: rtoRatePercent(c.delivered, c.rto) }))
          .sort(desc),
        byPincodePrefix: prefixes.map((p) => ({ ...p, rtoRatePercent: rtoRatePercent(p.delivered, p.rto) })),
        codPendingPaise: cod.paise,
        codPendingOrders: cod.orders,
        pastEdd: tabs.afterEdd,
        coverage: MESSAGE_FLAGS.map((flag) => {
          const cls = COVERAGE_OF[flag];
          return {
            flag,
            statusClass: cls,
            total: byClass.get(cls)?.total ?? 0,
            sent: byClass.get(cls)?.flags[flag] ?? 0,
            sentAll: flags.reduce((n, f) => n + f.flags[flag], 0),
          };
        }),
      };
    },

    /** Moves a shipment's NDR action state, answering it with the name of who moved it. */
    async moveNdr(id: string, to: NdrState, actor: SessionUser): Promise<NdrQueueRecord> {
      return (await withNames([await moveNdr(id, to, actor)]))[0]!;
    },
  };
}

export type ShipmentsService = ReturnType<typeof createShipmentsService>;
