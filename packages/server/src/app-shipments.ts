// The order database's part of the composition root (app.ts calls it; docs/orders.md): the shipments
// service on its ports, the import job and the plain routes.
import {
  ITHINK_LOGIN_SETTING,
  NDR_ACTION_OF_REQUEST,
  SHIPMENT_COSTS_SETTING,
  SHIPROCKET_LOGIN_SETTING,
  type ShipmentCostSettings,
} from '@seller-desk/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.ts';
import { shipmentReadsRepository } from './modules/shipments/shipment-reads.repository.ts';
import { shipmentsRepository } from './modules/shipments/shipments.repository.ts';
import {
  registerShipmentRoutes,
  SHIPMENT_IMPORT_JOB,
  shipmentImportJobHandler,
} from './modules/shipments/shipments.routes.ts';
import {
  createShipmentsService,
  type CourierNdrRequests,
  type ShipmentsService,
} from './modules/shipments/shipments.service.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';
import {
  createCourierSyncService,
  COURIER_SYNC_JOB,
  type CourierSyncService,
} from './modules/courier-sync/courier-sync.service.ts';
import { createIthinkConnector, type IthinkKeys } from './modules/courier-sync/ithink-connector.ts';
import {
  createShiprocketConnector,
  type ShiprocketLogin,
} from './modules/courier-sync/shiprocket-connector.ts';
import type { Config } from './config.ts';
import { courierSyncRepository } from './modules/courier-sync/courier-sync.repository.ts';
import { jobsRepository } from './shared/jobs/jobs.repository.ts';
import { createOutboundHttp } from './shared/outbound-http.ts';
import { auditLogOf } from './shared/audit.ts';
import type { Clock } from './shared/clock.ts';
import type { JobRunner } from './shared/jobs/job-runner.ts';
import type { StoredFiles } from './shared/stored-files/stored-files.ts';
import { bindRepository, databaseUnitOfWork } from './shared/unit-of-work.ts';

export function composeShipments(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    settings: Pick<SettingsService, 'read' | 'readSecret' | 'write'>;
    config: Pick<Config, 'maxReportBytes' | 'outboundAllowHosts' | 'courierApis'>;
    files: StoredFiles;
    jobs: JobRunner;
  },
): { shipments: ShipmentsService; courierSync: CourierSyncService } {
  const costRules = async () =>
    (await deps.settings.read<ShipmentCostSettings>(SHIPMENT_COSTS_SETTING.key)).value.productCosts;
  const outbound = createOutboundHttp({ allowHosts: deps.config.outboundAllowHosts });
  const apis = deps.config.courierApis;
  // the courier connectors read the logins an ADMIN entered (write-only settings, decision 302)
  const shiprocket = createShiprocketConnector({
    outbound,
    ...(apis.shiprocket ? { baseUrl: apis.shiprocket } : {}),
    login: () =>
      deps.settings.readSecret<ShiprocketLogin & Record<string, string>>(SHIPROCKET_LOGIN_SETTING.key),
  });
  const ithink = createIthinkConnector({
    outbound,
    ...(apis.ithink ? { baseUrl: apis.ithink } : {}),
    ...(apis.ithinkTrack ? { trackBaseUrl: apis.ithinkTrack } : {}),
    keys: () => deps.settings.readSecret<IthinkKeys & Record<string, string>>(ITHINK_LOGIN_SETTING.key),
  });
  // the NDR queue's re-attempt and RTO reach Shiprocket once an ADMIN has entered its login; iThink
  // takes none through its API (decision 304), so its requests are recorded here only
  const courierNdrRequests: CourierNdrRequests = {
    couriers: async () =>
      new Set(
        (await deps.settings.readSecret(SHIPROCKET_LOGIN_SETTING.key)) === undefined ? [] : ['shiprocket'],
      ),
    send: (shipment, request) =>
      shiprocket.requestNdrAction(
        shipment.awb!,
        NDR_ACTION_OF_REQUEST[request],
        'Requested from the NDR queue of Seller Desk',
      ),
  };
  const shipments = createShipmentsService({
    store: databaseUnitOfWork(deps.db, (ex) => ({
      shipments: bindRepository(shipmentsRepository, ex),
      reads: bindRepository(shipmentReadsRepository, ex),
      audit: auditLogOf(ex),
    })),
    clock: deps.clock,
    courierNdrRequests,
    costRules,
    costSettings: {
      read: () => deps.settings.read<ShipmentCostSettings>(SHIPMENT_COSTS_SETTING.key),
      write: (value, version, actor) =>
        deps.settings.write<ShipmentCostSettings>(SHIPMENT_COSTS_SETTING.key, value, version, actor),
    },
  });
  const courierSync = createCourierSyncService({
    store: databaseUnitOfWork(deps.db, (ex) => ({
      syncs: bindRepository(courierSyncRepository, ex),
      jobs: bindRepository(jobsRepository, ex),
      audit: auditLogOf(ex),
    })),
    jobs: deps.jobs,
    clock: deps.clock,
    connectors: { shiprocket, ithink },
    ndr: shiprocket,
    shipments,
    costRules,
  });
  // an export's import runs as a job, on any server, from its stored file (decision 215); it holds its
  // courier as a sync does, so a sync and an import of one courier never run at once (decision 306)
  deps.jobs.register(SHIPMENT_IMPORT_JOB, shipmentImportJobHandler({ shipments, files: deps.files }));
  registerShipmentRoutes(app, {
    shipments,
    files: deps.files,
    jobs: deps.jobs,
    queueImport: (input, fileId) =>
      courierSync.queue([input.courier], { kind: SHIPMENT_IMPORT_JOB, input, fileId }, input.actor),
    maxBytes: deps.config.maxReportBytes,
  });
  deps.jobs.register(COURIER_SYNC_JOB, courierSync.handler);
  return { shipments, courierSync };
}
