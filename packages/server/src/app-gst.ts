// The GST returns' part of the composition root (app.ts calls it; docs/gst.md): a period's GSTR-1 on the
// read model's SQL, its exports kept with their totals, the export job and the plain downloads; the
// period's further checks, drill-down and TCS/TDS ledger (the /gst screens' reads).
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.ts';
import { gstExportsRepository } from './modules/gst/gst-exports.repository.ts';
import { gstInvoiceNumbersRepository } from './modules/gst/gst-invoice-numbers.repository.ts';
import { gstPeriodRepository } from './modules/gst/gst-period.repository.ts';
import { createGstPeriodService, type GstPeriodService } from './modules/gst/gst-period.service.ts';
import { gstWithholdingRepository } from './modules/gst/gst-withholding.repository.ts';
import { registerGstRoutes, GSTR1_EXPORT_JOB, gstr1ExportJobHandler } from './modules/gst/gst.routes.ts';
import { createGstr1ExportsService, type Gstr1ExportsService } from './modules/gst/gstr1-exports.service.ts';
import { gstr1Repository } from './modules/gst/gstr1.repository.ts';
import { createGstr1Service, gstr1Settings } from './modules/gst/gstr1.service.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';
import type { Clock } from './shared/clock.ts';
import type { JobRunner } from './shared/jobs/job-runner.ts';
import { bindRepository, databaseUnitOfWork } from './shared/unit-of-work.ts';

export function composeGst(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    settings: Pick<SettingsService, 'read' | 'gstRules'>;
    jobs: JobRunner;
    usernameOf: (id: string) => Promise<string | null>;
  },
): { gstr1: Gstr1ExportsService; gstPeriod: GstPeriodService } {
  const settings = gstr1Settings(deps.settings);
  const returns = createGstr1Service({ gstr1: bindRepository(gstr1Repository, deps.db), settings });
  const gstPeriod = createGstPeriodService({
    period: bindRepository(gstPeriodRepository, deps.db),
    invoiceNumbers: bindRepository(gstInvoiceNumbersRepository, deps.db),
    withholding: bindRepository(gstWithholdingRepository, deps.db),
    documents: bindRepository(gstr1Repository, deps.db).documents,
    settings,
    clock: deps.clock,
  });
  const gstr1 = createGstr1ExportsService({
    returns,
    store: databaseUnitOfWork(deps.db, (ex) => ({
      exports: bindRepository(gstExportsRepository, ex),
      lines: bindRepository(gstPeriodRepository, ex),
    })),
    clock: deps.clock,
    period: gstPeriod,
  });
  deps.jobs.register(GSTR1_EXPORT_JOB, gstr1ExportJobHandler(gstr1));
  registerGstRoutes(app, deps.jobs, { gstPeriod, usernameOf: deps.usernameOf });
  return { gstr1, gstPeriod };
}
