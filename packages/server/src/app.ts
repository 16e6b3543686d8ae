import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { trustedProxies, type Config } from './config.ts';
import { acquireDataLock, type DataLock } from './db/data-lock.ts';
import { ensureSchema, migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerBulkDownloads } from './modules/bulk/bulk-downloads.routes.ts';
import { historyRepository } from './modules/history/history.repository.ts';
import { createHistoryService } from './modules/history/history.service.ts';
import { impLinksRepository } from './modules/imp-links/imp-links.repository.ts';
import { createImpLinksService } from './modules/imp-links/imp-links.service.ts';
import { registerOidcRoutes } from './modules/auth/oidc.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import { createAuthService, type AuthService } from './modules/auth/auth.service.ts';
import { registerBillingRoutes } from './modules/billing/billing.routes.ts';
import { createBillsService, type BillsService } from './modules/billing/bills.service.ts';
import { invoicesRepository } from './modules/billing/invoices.repository.ts';
import { createInvoicesService, type InvoicesService } from './modules/billing/invoices.service.ts';
import {
  createSellerProfileService,
  type SellerProfileService,
} from './modules/billing/seller-profile.service.ts';
import { feeScheduleKey, type Channel, type FeeScheduleVersion } from '@seller-desk/core';
import { categoriesRepository } from './modules/categories/categories.repository.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { createImageStore } from './modules/files/image-store.ts';
import { registerImageRoutes } from './modules/files/images.routes.ts';
import { listingsRepository } from './modules/listings/listings.repository.ts';
import { createListingsService } from './modules/listings/listings.service.ts';
import { orderLinesRepository } from './modules/ledger/order-lines.repository.ts';
import { orderLinePaymentsRepository } from './modules/ledger/order-line-payments.repository.ts';
import { acceptedDifferencesRepository } from './modules/ledger/accepted-differences.repository.ts';
import { billDatesRepository } from './modules/ledger/bill-dates.repository.ts';
import { repricingRepository } from './modules/ledger/repricing.repository.ts';
import type { RepriceStore } from './modules/ledger/reprice.ts';
import { createOrderLinesService } from './modules/ledger/order-lines.service.ts';
import { registerReportUploadRoutes } from './modules/imports/imports.routes.ts';
import { createImportsService } from './modules/imports/imports.service.ts';
import type { ImportsStore } from './modules/imports/imports.store.ts';
import { productsRepository } from './modules/products/products.repository.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { settingsRepository } from './modules/settings/settings.repository.ts';
import { composeGst } from './app-gst.ts';
import { gstPeriodRepository } from './modules/gst/gst-period.repository.ts';
import type { Gstr1ExportsService } from './modules/gst/gstr1-exports.service.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { usersRepository } from './modules/users/users.repository.ts';
import { createUsersService, type UsersService } from './modules/users/users.service.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerMultipart } from './plugins/files.ts';
import { createStoredFiles, STORED_FILE_DAYS } from './shared/stored-files/stored-files.ts';
import { storedFilesRepository } from './shared/stored-files/stored-files.repository.ts';
import { createOutboundHttp } from './shared/outbound-http.ts';
import { graphqlModules } from './graphql-modules.ts';
import { registerGraphql } from './plugins/graphql.ts';
import { registerHealthz } from './plugins/healthz.ts';
import { loggerOptions } from './plugins/logging.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSession } from './plugins/session.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { auditLogOf, writeAudit, writeAuditOfLines } from './shared/audit.ts';
import { systemClock, type Clock } from './shared/clock.ts';
import { releaseLease, tryLease } from './shared/lease.ts';
import { createJobRunner, type JobRunner } from './shared/jobs/job-runner.ts';
import { composeShipments } from './app-shipments.ts';
import { composeReporting, registerReportingRoutes } from './app-reporting.ts';
import { IMPORT_JOB, importJobHandler } from './modules/imports/import-job.ts';
import { jobsRepository } from './shared/jobs/jobs.repository.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { bindRepository, databaseUnitOfWork } from './shared/unit-of-work.ts';
import type { Executor } from './shared/transaction.ts';

export interface AppDeps {
  clock?: Clock;
  /** Tests pass false to keep the output clean; otherwise pino at config.logLevel. */
  logger?: boolean;
  /** Where pino writes (default stdout); tests capture it. */
  logStream?: NodeJS.WritableStream;
}

export interface App extends FastifyInstance {
  database: DatabaseHandle;
  services: {
    auth: AuthService;
    users: UsersService;
    invoices: InvoicesService;
    bills: BillsService;
    sellerProfile: SellerProfileService;
    gstr1: Gstr1ExportsService;
  };
  periodic: { tick(): Promise<boolean> };
  /** long work: report imports (decision 215) */
  jobs: JobRunner;
}

const PRUNE_EVERY_MS = 15 * 60_000;
const PRUNE_LEASE = 'prune-sessions';

/**
 * Builds the whole server: database (migrated), data-folder lock (SQLite), services and routes.
 * Tests call this; main.ts only listens. Closing the app closes the database and releases the lock.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const lock: DataLock | null = config.databaseUrl ? null : acquireDataLock(config.dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = openDatabase(config);
    await ensureSchema(database.db, config.databaseSchema);
    await migrateToLatest(database.db);
    return await assemble(config, clock, deps, database, lock);
  } catch (e) {
    await database?.close();
    lock?.release();
    throw e;
  }
}

async function assemble(
  config: Config,
  clock: Clock,
  deps: AppDeps,
  database: DatabaseHandle,
  lock: DataLock | null,
): Promise<App> {
  const { db } = database;

  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.logLevel, deps.logStream),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 5 * 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  });

  const auth = createAuthService({
    store: databaseUnitOfWork(db, (ex) => ({
      auth: bindRepository(authRepository, ex),
      users: bindRepository(usersRepository, ex),
      audit: auditLogOf(ex),
    })),
    clock,
    config,
  });
  const users = createUsersService({
    store: databaseUnitOfWork(db, (ex) => ({
      users: bindRepository(usersRepository, ex),
      sessions: bindRepository(authRepository, ex),
      audit: auditLogOf(ex),
    })),
    clock,
    config,
  });
  const products = createProductsService({
    store: databaseUnitOfWork(db, (ex) => ({
      products: bindRepository(productsRepository, ex),
      listingLinks: bindRepository(listingsRepository, ex),
      audit: auditLogOf(ex),
    })),
    clock,
  });
  // A card change re-prices the stored order lines it affects in its own transaction (decision 093):
  // through this port, so the categories module does not reach into the ledger, and the ledger's ports
  // are bound to that transaction (decision 230).
  const categories = createCategoriesService({
    store: databaseUnitOfWork(db, (ex) => ({
      categories: bindRepository(categoriesRepository, ex),
      orderLines: {
        countFrom: (id, from) => orderLines.countRepricedFrom(id, from),
        repriceFrom: (id, from, actorId) => orderLines.repriceFrom(repriceStore(ex), id, from, actorId),
      },
      audit: auditLogOf(ex),
    })),
    clock,
  });
  const settingsStore = (ex: Executor) => ({
    settings: bindRepository(settingsRepository, ex),
    audit: auditLogOf(ex),
  });
  const settings = createSettingsService({
    store: databaseUnitOfWork(db, settingsStore),
    within: settingsStore,
    clock,
  });
  const listingsStore = (ex: Executor) => ({
    listings: bindRepository(listingsRepository, ex),
    products: bindRepository(productsRepository, ex),
    categories: bindRepository(categoriesRepository, ex),
    pricing: {
      feeSchedule: async (channel: Channel) =>
        (await settings.read<FeeScheduleVersion[]>(feeScheduleKey(channel), ex)).value,
      gstRules: async () => (await settings.gstRules(ex)).value,
    },
    audit: auditLogOf(ex),
  });
  const listings = createListingsService({ store: databaseUnitOfWork(db, listingsStore), clock });
  // the imports write the ledger through its ports; a sale's store on the bulk connection (decision 196)
  const importsStoreOf = (ex: Executor): ImportsStore => ({
    ledger: {
      ...bindRepository(orderLinesRepository, ex),
      ...bindRepository(orderLinePaymentsRepository, ex),
      insertNewOf: (items, fields, at, by) => orderLinesRepository.insertNewOf(ex, items, fields, at, by),
      recordSalesNotStored: (rows, at, by) => gstPeriodRepository.recordSalesNotStored(ex, rows, at, by),
    },
    audit: { write: (e) => writeAudit(ex, e), writeOfLines: (e, ids) => writeAuditOfLines(ex, e, ids) },
  });
  const imports = createImportsService({
    store: databaseUnitOfWork(db, importsStoreOf),
    bulk: databaseUnitOfWork(database.bulk, importsStoreOf),
    clock,
    listings,
    pricing: listingsStore(db).pricing,
  });
  // the ledger's ports: a repository per sub-area (decision 230)
  const orderLines = createOrderLinesService({
    store: databaseUnitOfWork(db, (ex) => ({
      orderLines: bindRepository(orderLinesRepository, ex),
      payments: bindRepository(orderLinePaymentsRepository, ex),
      acceptances: bindRepository(acceptedDifferencesRepository, ex),
      billDates: bindRepository(billDatesRepository, ex),
      repricing: bindRepository(repricingRepository, ex),
      audit: auditLogOf(ex),
    })),
    clock,
    settings,
  });
  /** The ports a re-price works through, over the card change's transaction `ex` (it sees the card saved). */
  const repriceStore = (ex: Executor): RepriceStore => ({
    repricing: bindRepository(repricingRepository, ex),
    orderLines: bindRepository(orderLinesRepository, ex),
    // the listings as that transaction sees them (its reads only)
    listings: createListingsService({
      store: { ...databaseUnitOfWork(db, listingsStore), read: listingsStore(ex) },
      clock,
    }),
    pricing: listingsStore(ex).pricing,
    lineAudit: { writeOfLines: (entry, lineIds) => writeAuditOfLines(ex, entry, lineIds) },
  });
  const reporting = composeReporting(db, clock, () => orderLines.settings());
  const { reconciliation, checkBills, dashboards } = reporting;
  // a Bill's marketplace arrays: its dates from the ledger, a date's lines from the read model
  const bills = createBillsService({
    invoices: bindRepository(invoicesRepository, db),
    marketplace: { billDates: orderLines.billDates, ordersOf: checkBills.ordersOf },
  });
  // uploads stream into stored files, in the data folder or (PostgreSQL) the database: decision 220
  const storedFiles = createStoredFiles({
    db,
    kind: database.kind,
    dataDir: config.dataDir,
    clock,
    repository: storedFilesRepository,
  });
  const imageStore = createImageStore({
    dataDir: config.dataDir,
    ...(database.kind === 'postgres' ? { db, clock } : {}),
  });
  const sellerProfile = createSellerProfileService({ settings, images: imageStore });
  const invoices = createInvoicesService({
    store: databaseUnitOfWork(db, (ex) => ({
      invoices: bindRepository(invoicesRepository, ex),
      audit: auditLogOf(ex),
    })),
    clock,
    sellerProfile: sellerProfile.current,
    gstRules: async () => (await settings.gstRules()).value,
  });
  const impLinks = createImpLinksService({
    store: databaseUnitOfWork(db, (ex) => ({
      links: bindRepository(impLinksRepository, ex),
      audit: auditLogOf(ex),
    })),
    clock,
  });

  // The History screen reads the audit log and the names of the records it names (decision 122).
  const history = createHistoryService({ store: bindRepository(historyRepository, db) });

  // Long work runs as jobs: one at a time on this server, any server's through their lease (decision 215).
  const jobRunner = createJobRunner({ jobs: bindRepository(jobsRepository, db), clock, log: app.log });
  const jobs = createJobsService({ jobs: bindRepository(jobsRepository, db) });

  app.decorate('database', database);
  const { usernameOf } = users;
  const { gstr1, gstPeriod } = composeGst(app, { db, clock, settings, jobs: jobRunner, usernameOf });
  app.decorate('services', { auth, users, invoices, bills, sellerProfile, gstr1 });
  app.decorate('jobs', jobRunner);

  // An empty JSON body (e.g. a bodiless POST /auth/logout from a generic client) is no body, not a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.nodeEnv === 'production');
  await registerCompression(app);
  await app.register(cookie);
  registerCsrfGuard(app);
  registerSession(app, auth);

  registerHealthz(app, db);

  registerAuthRoutes(app, auth, config);
  if (config.oidc) registerOidcRoutes(app, { users, auth, config, oidc: config.oidc });
  await registerMultipart(app, config.maxImageBytes);
  registerImageRoutes(app, imageStore, config.maxImageBytes);
  registerBulkDownloads(app, {
    listingImages: async (channel, page) =>
      (await listings.list(channel, page)).map((l) => ({
        skuid: l.skuid,
        imageUrls: l.products.flatMap((p) => p.productImage),
      })),
    images: imageStore,
    outbound: createOutboundHttp({ allowHosts: config.outboundAllowHosts }),
  });
  // every report import runs as a job, on any server, from its stored file (decision 217)
  jobRunner.register(
    IMPORT_JOB,
    importJobHandler({
      imports,
      files: storedFiles,
    }),
  );
  registerReportUploadRoutes(app, config.maxReportBytes, storedFiles, jobRunner);
  registerReportingRoutes(app, reporting);
  const shipmentDeps = { db, clock, settings, files: storedFiles, jobs: jobRunner, config };
  const { shipments, courierSync } = composeShipments(app, shipmentDeps);
  await registerGraphql(
    app,
    graphqlModules({
      users,
      products,
      categories,
      listings,
      invoices,
      bills,
      sellerProfile,
      orderLines,
      checkBills,
      reconciliation,
      dashboards,
      settings,
      impLinks,
      history,
      jobs,
      shipments,
      gst: { gstr1, gstPeriod, usernameOf, settings },
      courierSync: { sync: courierSync, settings },
    }),
    config.nodeEnv === 'production',
    config.maxResponseBytes,
  );
  registerBillingRoutes(app, invoices, imageStore);
  await registerWebApp(app, config.webDist);

  // Periodic work runs on the one server holding the lease (several servers may share PostgreSQL).
  const instance = crypto.randomUUID();
  const periodic = {
    /** One round of periodic work; true when this server held the lease and did it. */
    async tick(): Promise<boolean> {
      if (!(await tryLease(db, PRUNE_LEASE, instance, clock.now(), 2 * PRUNE_EVERY_MS))) return false;
      await auth.prune();
      await storedFiles.removeMadeBefore(new Date(clock.now().getTime() - STORED_FILE_DAYS * 86_400_000));
      await jobRunner.cleanUp();
      return true;
    },
  };
  app.decorate('periodic', periodic);
  const pruneTimer = setInterval(() => {
    periodic.tick().catch((err: unknown) => app.log.warn({ err }, 'periodic work failed'));
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();

  // A server that listens reads its first large report without waiting for the reader's worker to start,
  // and checkpoints SQLite's log off its own thread (decision 146).
  app.addHook('onListen', async () => {
    imports.warmUp();
    database.checkpointInBackground();
    jobRunner.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    await jobRunner.stop();
    await imports.close();
    await releaseLease(db, PRUNE_LEASE, instance).catch(() => {});
    await database.close();
    lock?.release();
  });

  await app.ready();
  return app as unknown as App;
}
