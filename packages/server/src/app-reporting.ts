// The read model's part of the composition root (app.ts calls it; decision 210): Check Bills, the
// reconciliation queues and the dashboards, each service on its repository, and their download routes.
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.ts';
import { checkBillsRepository } from './modules/reporting/check-bills.repository.ts';
import { registerCheckBillsRoutes } from './modules/reporting/check-bills.routes.ts';
import { createCheckBillsService } from './modules/reporting/check-bills.service.ts';
import { dashboardsRepository } from './modules/reporting/dashboards.repository.ts';
import { registerDashboardsRoutes } from './modules/reporting/dashboards.routes.ts';
import { createDashboardsService } from './modules/reporting/dashboards.service.ts';
import { reconciliationQueuesRepository } from './modules/reporting/reconciliation-queues.repository.ts';
import { createReconciliationQueuesService } from './modules/reporting/reconciliation-queues.service.ts';
import { registerReconciliationRoutes } from './modules/reporting/reconciliation.routes.ts';
import type { Clock } from './shared/clock.ts';
import { bindRepository } from './shared/unit-of-work.ts';

type ReconciliationSettings = Parameters<typeof createReconciliationQueuesService>[0]['settings'];

/** The read model's services; the queues are read against the reconciliation settings the ledger keeps. */
export function composeReporting(db: Db, clock: Clock, settings: ReconciliationSettings) {
  return {
    reconciliation: createReconciliationQueuesService({
      queues: bindRepository(reconciliationQueuesRepository, db),
      clock,
      settings,
    }),
    checkBills: createCheckBillsService({ lines: bindRepository(checkBillsRepository, db) }),
    dashboards: createDashboardsService({ sums: bindRepository(dashboardsRepository, db), clock }),
  };
}

/** The read model's CSV downloads. */
export function registerReportingRoutes(app: FastifyInstance, r: ReturnType<typeof composeReporting>): void {
  registerCheckBillsRoutes(app, r.checkBills);
  registerDashboardsRoutes(app, r.dashboards);
  registerReconciliationRoutes(app, r.reconciliation);
}
