import crypto from 'node:crypto';
import {
  indiaDate,
  indiaDateTime,
  reconcileCouriers,
  shipmentsOf,
  type Courier,
  type NdrAction,
  type ProductCostRule,
  type ReportProblem,
  type ShipmentInput,
  type SyncConflict,
} from '@seller-desk/core';
import type { AuditLog } from '../../shared/audit.ts';
import type { Clock } from '../../shared/clock.ts';
import { isUniqueViolation } from '../../shared/db-errors.ts';
import { DomainError, notFound } from '../../shared/errors.ts';
import type { JobRunner } from '../../shared/jobs/job-runner.ts';
import type { JobHandler, JobRecord } from '../../shared/jobs/jobs.ts';
import type { jobsRepository } from '../../shared/jobs/jobs.repository.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import type { Bound, UnitOfWork } from '../../shared/unit-of-work.ts';
import type { ShipmentImportResult, ShipmentsService } from '../shipments/shipments.service.ts';
import type { CourierConnector, NdrActionConnector, SyncRange } from './courier-connector.ts';
import { courierName } from './courier-connector.ts';
import type { courierSyncRepository, SyncHolder } from './courier-sync.repository.ts';

// Courier sync (docs/orders.md, decisions 300-304, 306): Sync iThink, Sync Shiprocket and Sync Both, each
// a job (it goes on when the page is closed); one sync or export import at a time per courier, a second
// refused; the connectors read, core maps and reconciles, the shipments service writes (one transaction
// for every courier of the sync).

export const COURIER_SYNC_JOB = 'courier-sync';
export const COURIERS: readonly Courier[] = ['ithink', 'shiprocket'];
/** The days a sync reads, ending today in India (decision 304). */
export const SYNC_DAYS = 30;

export type SyncWhich = Courier | 'both';

export interface CourierSyncInput {
  couriers: Courier[];
  range: SyncRange;
  actor: SessionUser;
}

/** A sync's outcome, kept with its job: per courier what it added, updated, left, and the records' problems. */
export interface CourierSyncResult {
  range: SyncRange;
  couriers: ({ courier: Courier } & ShipmentImportResult)[];
  /** Sync Both: the orders both couriers report with different statuses, and whose was kept. */
  conflicts: SyncConflict[];
}

/** The ports the sync service works through (app-shipments.ts binds the database). */
export interface CourierSyncStore {
  syncs: Bound<typeof courierSyncRepository>;
  jobs: Pick<Bound<typeof jobsRepository>, 'insert' | 'get'>;
  audit: AuditLog;
}

/** Another start took a courier between the read and the take: look again. */
class Raced extends Error {}

/** How long a courier's holder may name a job not yet stored before the courier counts as free. */
const TAKE_GRACE_MS = 60_000;

export function createCourierSyncService(deps: {
  store: UnitOfWork<CourierSyncStore>;
  jobs: Pick<JobRunner, 'wake'>;
  clock: Clock;
  connectors: Record<Courier, CourierConnector>;
  ndr: NdrActionConnector;
  shipments: Pick<ShipmentsService, 'syncShipments' | 'openAwbs'>;
  costRules: () => Promise<readonly ProductCostRule[]>;
}) {
  const { store, clock } = deps;

  const busy = (h: SyncHolder) =>
    h.state === 'queued' ||
    h.state === 'running' ||
    (h.state === null && clock.now().getTime() - Date.parse(h.takenAt) < TAKE_GRACE_MS);

  function rangeNow(): SyncRange {
    const to = indiaDate(clock.now());
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - (SYNC_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return { from, to };
  }

  /** Why a courier cannot be started now: the job that holds it, who started it and when. */
  function busyError(h: SyncHolder): DomainError {
    const name = courierName(h.courier);
    const what = h.kind === COURIER_SYNC_JOB ? 'its sync' : 'an import of its export';
    const who = h.startedByName ? ` started by ${h.startedByName}` : '';
    const when = h.createdAt ? ` at ${indiaDateTime(h.createdAt)}` : '';
    return new DomainError(
      'CONFLICT',
      `${name} is busy: ${what}${who}${when} is still running (job ${h.jobId.slice(0, 8)}). ` +
        `Start again once it has finished; one sync or import runs at a time per courier.`,
    );
  }

  /**
   * Takes each courier for a new job and queues it in one transaction, or refuses when one of them is
   * held by a queued or running job. Of two starts at once one takes the couriers (a compare-and-set on
   * their rows); the other reads again and is refused.
   */
  async function queue(
    couriers: readonly Courier[],
    job: { kind: string; input: () => unknown; fileId: string | null },
    actor: SessionUser,
  ): Promise<{ jobId: string }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const jobId = crypto.randomUUID();
        const at = clock.now().toISOString();
        await store.transaction(async (tx) => {
          const holders = await tx.syncs.holders(couriers);
          // the first busy courier in the order asked (Sync Both: iThink, then Shiprocket)
          const running = couriers
            .map((c) => holders.find((h) => h.courier === c))
            .find((h) => h !== undefined && busy(h));
          if (running) throw busyError(running);
          for (const courier of couriers) {
            const held = holders.find((h) => h.courier === courier)?.jobId ?? null;
            if (!(await tx.syncs.take(courier, held, jobId, at))) throw new Raced();
          }
          await tx.jobs.insert({
            id: jobId,
            kind: job.kind,
            input: job.input(),
            fileId: job.fileId,
            startedBy: actor.id,
            at,
          });
        });
        deps.jobs.wake();
        return { jobId };
      } catch (e) {
        if (!(e instanceof Raced) && !isUniqueViolation(e)) throw e;
        if (attempt >= 5)
          throw new DomainError('CONFLICT', 'Another sync or import started at the same moment: try again');
      }
    }
  }

  const handler: JobHandler<CourierSyncInput, CourierSyncResult> = async (job) => {
    const { couriers, range, actor } = job.input;
    const rules = await deps.costRules();
    const read: { courier: Courier; shipments: ShipmentInput[]; problems: ReportProblem[] }[] = [];
    let calls = 0;
    for (const courier of couriers) {
      // nothing is written until every courier has answered: a failure keeps what was stored
      const openAwbs = courier === 'ithink' ? await deps.shipments.openAwbs(courier) : [];
      const api = await deps.connectors[courier].fetchOrders(range, {
        signal: job.signal,
        openAwbs,
        progress: () => job.progress(++calls, null),
      });
      const mapped = shipmentsOf(courier, api.rows, rules, 'api');
      if (!mapped.ok) throw new DomainError('BAD_USER_INPUT', mapped.problem.message);
      read.push({
        courier,
        shipments: mapped.shipments,
        problems: [...api.problems, ...mapped.problems].map((p) => ({
          ...p,
          message: `${courierName(courier)}: ${p.message}`,
        })),
      });
    }
    let conflicts: SyncConflict[] = [];
    const ithink = read.find((r) => r.courier === 'ithink');
    const shiprocket = read.find((r) => r.courier === 'shiprocket');
    if (ithink && shiprocket) {
      const reconciled = reconcileCouriers(ithink.shipments, shiprocket.shipments);
      ithink.shipments = reconciled.ithink;
      shiprocket.shipments = reconciled.shiprocket;
      conflicts = reconciled.conflicts;
    }
    const counts = await deps.shipments.syncShipments(read, actor, (done, total) =>
      job.progress(done, total),
    );
    return {
      range,
      couriers: read.map((r, i) => ({ courier: r.courier, ...counts[i]!, problems: r.problems })),
      conflicts,
    };
  };

  return {
    handler,

    /**
     * Starts a sync of one courier or both. A courier whose sync or export import is queued or running
     * refuses it (CONFLICT, naming the courier and who started the running job, when; decision 306).
     */
    async start(which: SyncWhich, actor: SessionUser): Promise<{ jobId: string }> {
      const couriers = which === 'both' ? [...COURIERS] : [which];
      const input = (): CourierSyncInput => ({
        couriers,
        range: rangeNow(),
        actor: { id: actor.id, username: actor.username, role: actor.role },
      });
      return queue(couriers, { kind: COURIER_SYNC_JOB, input, fileId: null }, actor);
    },

    /**
     * Queues a job that holds these couriers while it runs (an export's import: the shipments route
     * calls it through its port), refused as a sync is when one of them is busy (decision 306).
     */
    async queue(
      couriers: readonly Courier[],
      job: { kind: string; input: unknown; fileId: string | null },
      actor: SessionUser,
    ): Promise<{ jobId: string }> {
      return queue(couriers, { ...job, input: () => job.input }, actor);
    },

    /**
     * Each courier's latest job, a sync or an export's import (running, or the last one's kept outcome),
     * with who started it, for every signed-in user.
     */
    async latest(): Promise<{ courier: Courier; job: JobRecord | null; startedByName: string | null }[]> {
      const holders = await store.read.syncs.holders(COURIERS);
      return Promise.all(
        COURIERS.map(async (courier) => {
          const h = holders.find((x) => x.courier === courier);
          return {
            courier,
            job: h ? await store.read.jobs.get(h.jobId) : null,
            startedByName: h?.startedByName ?? null,
          };
        }),
      );
    },

    /**
     * Asks the courier to deliver an undelivered shipment again, or to return it (RTO: it cannot be
     * undone). Shiprocket's API takes it; an iThink shipment is refused (decision 304). Audited.
     */
    async requestNdrAction(
      awb: string,
      action: NdrAction,
      actor: SessionUser,
      comment = '',
    ): Promise<{ awb: string; action: NdrAction; requestedAt: string }> {
      const found = await store.read.syncs.shipmentsByAwb(awb.trim());
      const shipment = found[0];
      if (!shipment) throw notFound(`No shipment in the order database has AWB ${awb}`);
      if (shipment.courier !== 'shiprocket')
        throw new DomainError(
          'BAD_USER_INPUT',
          `AWB ${awb} is an iThink shipment: ask iThink from its panel; only Shiprocket takes NDR actions from here.`,
          { field: 'awb' },
        );
      await deps.ndr.requestNdrAction(awb.trim(), action, comment.trim() || `Requested by ${actor.username}`);
      const requestedAt = clock.now().toISOString();
      await store.read.audit.write({
        at: requestedAt,
        userId: actor.id,
        entity: 'shipment',
        entityId: shipment.id,
        action: `ndr:${action}`,
        before: null,
        after: { awb, action, comment: comment.trim() || null },
      });
      return { awb, action, requestedAt };
    },
  };
}

export type CourierSyncService = ReturnType<typeof createCourierSyncService>;
