// The imports of marketplace reports (decision 210): a stored report file read into the ledger, as a
// preview or a store, through one pipeline (pipeline.ts) with a small file for each kind. The service
// receives the ledger and the audit log as ports (imports.store.ts, decision 061).
import type { Channel, MarketplaceReportKind } from '@seller-desk/core';
import type { SessionUser } from '../../shared/session-user.ts';
import { createReportReader, type ReportFile } from './report-reader.ts';
import { importPayments } from './payment.ts';
import type { ImportPorts } from './pipeline.ts';
import { importReturns } from './return.ts';
import { importSale } from './sale.ts';

export type { ImportPorts } from './pipeline.ts';

/** The import of each kind of report. */
const IMPORTS = { sale: importSale, return: importReturns, payment: importPayments };

/** The imports over these ports; the report reader (its worker) is the server's own unless given. */
export function createImportsService({
  reader = createReportReader(),
  ...rest
}: Omit<ImportPorts, 'reader'> & { reader?: ImportPorts['reader'] }) {
  const ports: ImportPorts = { ...rest, reader };
  return {
    sale: (channel: Channel, file: ReportFile, store: boolean, actor: SessionUser) =>
      importSale(ports, { channel, file, store, actor }),
    returns: (channel: Channel, file: ReportFile, store: boolean, actor: SessionUser) =>
      importReturns(ports, { channel, file, store, actor }),
    payments: (channel: Channel, file: ReportFile, store: boolean, actor: SessionUser) =>
      importPayments(ports, { channel, file, store, actor }),
    /**
     * One import of any kind (what a job runs): a preview unless `store`; `onProgress` is told of the
     * rows read so far.
     */
    run: <K extends MarketplaceReportKind>(
      kind: K,
      channel: Channel,
      file: ReportFile,
      { store }: { store: boolean },
      actor: SessionUser,
      onProgress?: (done: number, total?: number | null) => void,
    ) => IMPORTS[kind](ports, { channel, file, store, actor, ...(onProgress && { onProgress }) }),
    /**
     * Starts the reader's worker now rather than on the first large file (a listening server does this, so
     * the first upload after a restart does not wait for the worker to load the readers).
     */
    warmUp: () => ports.reader.warmUp(),
    close: () => ports.reader.close(),
  };
}
