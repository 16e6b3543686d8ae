import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m001 from './001-foundation.ts';
import * as m002 from './002-listings.ts';
import * as m003 from './003-hardening.ts';
import * as m004 from './004-rate-cards.ts';
import * as m007 from './007-invoices.ts';
import * as m008 from './008-order-lines.ts';
import * as m009 from './009-imp-links.ts';
import * as m011 from './011-seller-profile-setting.ts';
import * as m012 from './012-reconciliation-settings.ts';
import * as m013 from './013-order-line-payments.ts';
import * as m014 from './014-audit-history.ts';
import * as m015 from './015-order-line-audit-links.ts';
import * as m016 from './016-product-unit.ts';
import * as m017 from './017-supplier-bill-number.ts';
import * as m018 from './018-accepted-payment-differences.ts';
import * as m019 from './019-reconciliation-queue-indexes.ts';
import * as m020 from './020-login-throttle-checks.ts';
import * as m021 from './021-jobs.ts';
import * as m022 from './022-stored-files.ts';
import * as m023 from './023-dashboard-index.ts';
import * as m025 from './025-shipments.ts';
import * as m026 from './026-shipment-indexes.ts';
import * as m027 from './027-shipments-after-edd.ts';
import * as m029 from './029-gst-exports.ts';
import * as m034 from './034-large-parts-compress-with-lz4.ts';
import * as m035 from './035-courier-syncs.ts';
import * as m039 from './039-gst-lines-exported-and-sales-not-stored.ts';
import * as m040 from './040-gst-withholding-credits.ts';
import * as m041 from './041-gst-period-indexes.ts';
import * as m042 from './042-order-line-buyer-gstin.ts';
import * as m043 from './043-dashboard-days.ts';
import * as m046 from './046-gst-line-date-changes.ts';
import * as m047 from './047-gst-invoice-number-index.ts';
import * as m048 from './048-check-bills-and-sku-indexes.ts';

/** Migrations are listed in code (no folder scanning), so they run the same from source and tests. */
export const migrations: Record<string, Migration> = {
  '001-foundation': m001,
  '002-listings': m002,
  '003-hardening': m003,
  '004-rate-cards': m004,
  '007-invoices': m007,
  '008-order-lines': m008,
  '009-imp-links': m009,
  '011-seller-profile-setting': m011,
  '012-reconciliation-settings': m012,
  '013-order-line-payments': m013,
  '014-audit-history': m014,
  '015-order-line-audit-links': m015,
  '016-product-unit': m016,
  '017-supplier-bill-number': m017,
  '018-accepted-payment-differences': m018,
  '019-reconciliation-queue-indexes': m019,
  '020-login-throttle-checks': m020,
  '021-jobs': m021,
  '022-stored-files': m022,
  '023-dashboard-index': m023,
  '025-shipments': m025,
  '026-shipment-indexes': m026,
  '027-shipments-after-edd': m027,
  '029-gst-exports': m029,
  '034-large-parts-compress-with-lz4': m034,
  '035-courier-syncs': m035,
  '039-gst-lines-exported-and-sales-not-stored': m039,
  '040-gst-withholding-credits': m040,
  '041-gst-period-indexes': m041,
  '042-order-line-buyer-gstin': m042,
  '043-dashboard-days': m043,
  '046-gst-line-date-changes': m046,
  '047-gst-invoice-number-index': m047,
  '048-check-bills-and-sku-indexes': m048,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
