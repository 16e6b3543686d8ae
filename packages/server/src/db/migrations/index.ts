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
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
