import crypto from 'node:crypto';
import {
  indiaDate,
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

// Courier sync (docs/orders.md, decisions 300-304): Sync iThink, Sync Shiprocket and Sync Both, each a
// job (it goes on when the page is closed), one at a time per courier; the connectors read, core maps
// and reconciles, the shipments service writes (one transaction for every courier of the sync).

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
     * Starts a sync of one courier or both, or answers the sync already running for one of them (a
     * second click, another person): `started` says which. The couriers are taken and the job queued in
     * one transaction (decision 303).
     */
    async start(which: SyncWhich, actor: SessionUser): Promise<{ jobId: string; started: boolean }> {
      const couriers = which === 'both' ? [...COURIERS] : [which];
      for (let attempt = 0; ; attempt++) {
        try {
          const jobId = crypto.randomUUID();
          const at = clock.now().toISOString();
          const outcome = await store.transaction(async (tx) => {
            const holders = await tx.syncs.holders(couriers);
            const running = holders.find(busy);
            if (running) return { jobId: running.jobId, started: false };
            for (const courier of couriers) {
              const held = holders.find((h) => h.courier === courier)?.jobId ?? null;
              if (!(await tx.syncs.take(courier, held, jobId, at))) throw new Raced();
            }
            const input: CourierSyncInput = {
              couriers,
              range: rangeNow(),
              actor: { id: actor.id, username: actor.username, role: actor.role },
            };
            await tx.jobs.insert({
              id: jobId,
              kind: COURIER_SYNC_JOB,
              input,
              fileId: null,
              startedBy: actor.id,
              at,
            });
            return { jobId, started: true };
          });
          if (outcome.started) deps.jobs.wake();
          return outcome;
        } catch (e) {
          if (!(e instanceof Raced) && !isUniqueViolation(e)) throw e;
          if (attempt >= 5)
            throw new DomainError('CONFLICT', 'Another sync started at the same moment: try again');
        }
      }
    },

    /** Each courier's latest sync job (running, or the last one's kept outcome), for every signed-in user. */
    async latest(): Promise<{ courier: Courier; job: JobRecord | null }[]> {
      const holders = await store.read.syncs.holders(COURIERS);
      return Promise.all(
        COURIERS.map(async (courier) => {
          const h = holders.find((x) => x.courier === courier);
          return { courier, job: h ? await store.read.jobs.get(h.jobId) : null };
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
