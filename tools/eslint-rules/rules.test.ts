import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rules from './index.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });

describe('kebab-case-file-names', () => {
  tester.run('kebab-case-file-names', rules.rules['kebab-case-file-names'], {
    valid: [
      { code: '', filename: at('packages/server/src/modules/products/products.service.ts') },
      { code: '', filename: at('packages/web/src/features/listings/components/listings.columns.tsx') },
      { code: '', filename: at('e2e/tests/concurrent-edit.spec.ts') },
      { code: '', filename: at('packages/server/src/db/migrations/001-foundation.ts') },
    ],
    invalid: [
      { code: '', filename: at('packages/web/src/components/DataGrid.tsx'), errors: [{ messageId: 'name' }] },
      { code: '', filename: at('packages/web/src/lib/paged_query.ts'), errors: [{ messageId: 'name' }] },
      { code: '', filename: at('packages/web/src/myFeature/index.ts'), errors: [{ messageId: 'name' }] },
    ],
  });
});

describe('web-feature-boundaries', () => {
  tester.run('web-feature-boundaries', rules.rules['web-feature-boundaries'], {
    valid: [
      {
        code: "import { x } from '../api/get-listings.ts';",
        filename: at('packages/web/src/features/listings/components/listings-grid.tsx'),
      },
      {
        code: "import { x } from '../../../lib/format.ts';",
        filename: at('packages/web/src/features/listings/components/listings-grid.tsx'),
      },
      {
        code: "import { productsRoutes } from '../features/products/index.ts';",
        filename: at('packages/web/src/app/router.tsx'),
      },
      {
        code: "import { useSession } from '../../../lib/session.ts';",
        filename: at('packages/web/src/features/listings/components/listing-form.tsx'),
      },
      {
        code: "import { RequireAuth } from './providers/session.tsx';",
        filename: at('packages/web/src/app/router.tsx'),
      },
    ],
    invalid: [
      {
        code: "import { useSession } from '../../../app/providers/session.tsx';",
        filename: at('packages/web/src/features/listings/components/listing-form.tsx'),
        errors: [{ messageId: 'appLayer' }],
      },
      {
        code: "import { useSession } from '../app/providers/session.tsx';",
        filename: at('packages/web/src/lib/history-link.ts'),
        errors: [{ messageId: 'appLayer' }],
      },
      {
        // from a feature's top level
        code: "import { x } from '../products/product-row.ts';",
        filename: at('packages/web/src/features/listings/listing-row.ts'),
        errors: [{ messageId: 'otherFeature' }],
      },
      {
        // from any depth, even through the other feature's index
        code: "import { x } from '../../products/index.ts';",
        filename: at('packages/web/src/features/listings/components/listings-grid.tsx'),
        errors: [{ messageId: 'otherFeature' }],
      },
      {
        code: "import { x } from '../../features/products/index.ts';",
        filename: at('packages/web/src/components/data-grid/data-table.tsx'),
        errors: [{ messageId: 'shared' }],
      },
      {
        code: "export { x } from '../features/auth/api/get-me.ts';",
        filename: at('packages/web/src/lib/http.ts'),
        errors: [{ messageId: 'shared' }],
      },
      {
        code: "import { x } from '../features/products/api/get-products.ts';",
        filename: at('packages/web/src/app/router.tsx'),
        errors: [{ messageId: 'notIndex' }],
      },
    ],
  });
});

describe('server-module-boundaries', () => {
  tester.run('server-module-boundaries', rules.rules['server-module-boundaries'], {
    valid: [
      {
        code: "import { productsRepository } from './products.repository.ts';",
        filename: at('packages/server/src/modules/products/products.service.ts'),
      },
      {
        code: "import type { ProductsRepository } from '../products/products.repository.ts';",
        filename: at('packages/server/src/modules/listings/listings.service.ts'),
      },
      {
        code: "import type { ListingRecord } from './listings.repository.ts';",
        filename: at('packages/server/src/modules/listings/listing-view.ts'),
      },
      {
        code: "import { productsRepository } from './modules/products/products.repository.ts';",
        filename: at('packages/server/src/app.ts'),
      },
      {
        // an area's part of the composition root
        code: "import { shipmentsRepository } from './modules/shipments/shipments.repository.ts';",
        filename: at('packages/server/src/app-shipments.ts'),
      },
      {
        code: "import { productsRepository } from './products.repository.ts';",
        filename: at('packages/server/src/modules/products/products.db.test.ts'),
      },
    ],
    invalid: [
      {
        code: "import { productsRepository } from '../products/products.repository.ts';",
        filename: at('packages/server/src/modules/listings/listings.service.ts'),
        errors: [{ messageId: 'otherModule' }],
      },
      {
        code: "import { productsRepository } from './products.repository.ts';",
        filename: at('packages/server/src/modules/products/products.resolvers.ts'),
        errors: [{ messageId: 'notService' }],
      },
      {
        code: "import { authRepository } from '../modules/auth/auth.repository.ts';",
        filename: at('packages/server/src/plugins/session.ts'),
        errors: [{ messageId: 'notService' }],
      },
    ],
  });
});

describe('sql-in-repositories', () => {
  tester.run('sql-in-repositories', rules.rules['sql-in-repositories'], {
    valid: [
      {
        code: "db.selectFrom('products').selectAll().execute();",
        filename: at('packages/server/src/modules/products/products.repository.ts'),
      },
      {
        code: 'await sql`select 1`.execute(db);',
        filename: at('packages/server/src/db/database.ts'),
      },
      {
        code: "await t.app.database.db.deleteFrom('products').execute();",
        filename: at('packages/server/src/modules/products/products.db.test.ts'),
      },
      {
        code: 'await s.products.findById(id);',
        filename: at('packages/server/src/modules/products/products.service.ts'),
      },
    ],
    invalid: [
      {
        code: "await tx.updateTable('order_lines').set({ stage: 'PUBLISHED' }).execute();",
        filename: at('packages/server/src/modules/order-lines/order-lines.service.ts'),
        errors: [{ messageId: 'query' }],
      },
      {
        code: "await db.selectFrom('users').select('username').executeTakeFirst();",
        filename: at('packages/server/src/modules/billing/billing.resolvers.ts'),
        errors: [{ messageId: 'query' }],
      },
      {
        code: 'await sql`select 1`.execute(db);',
        filename: at('packages/server/src/modules/auth/oidc.ts'),
        errors: [{ messageId: 'query' }],
      },
    ],
  });
});

describe('services-take-ports', () => {
  tester.run('services-take-ports', rules.rules['services-take-ports'], {
    valid: [
      {
        code: "import type { ProductsRepository, ProductRecord } from './products.repository.ts';",
        filename: at('packages/server/src/modules/products/products.service.ts'),
      },
      {
        code: "import type { ListingsRepository } from '../listings/listings.repository.ts';",
        filename: at('packages/server/src/modules/products/products.service.ts'),
      },
      {
        // the composition root binds the repositories to the database
        code: "import { productsRepository } from './modules/products/products.repository.ts';",
        filename: at('packages/server/src/app.ts'),
      },
      {
        code: "import { productsRepository } from './products.repository.ts';",
        filename: at('packages/server/src/modules/products/products.db.test.ts'),
      },
      {
        code: "import { pageArgs } from '../../shared/paging.ts';",
        filename: at('packages/server/src/modules/products/products.service.ts'),
      },
    ],
    invalid: [
      {
        // its own repository, as a value
        code: "import { productsRepository } from './products.repository.ts';",
        filename: at('packages/server/src/modules/products/products.service.ts'),
        errors: [{ messageId: 'value' }],
      },
      {
        // a value import that brings only inline types still loads the module
        code: "import { type InvoiceRecord, invoicesRepository } from './invoices.repository.ts';",
        filename: at('packages/server/src/modules/billing/bills.service.ts'),
        errors: [{ messageId: 'value' }],
      },
      {
        code: "export { settingsRepository } from './settings.repository.ts';",
        filename: at('packages/server/src/modules/settings/settings.service.ts'),
        errors: [{ messageId: 'value' }],
      },
      {
        code: "const { historyRepository } = await import('./history.repository.ts');",
        filename: at('packages/server/src/modules/history/history.service.ts'),
        errors: [{ messageId: 'value' }],
      },
      {
        code: "import { reconciliationQueuesRepository } from './reconciliation-queues.repository.ts';",
        filename: at('packages/server/src/modules/reporting/reconciliation-queues.service.ts'),
        errors: [{ messageId: 'value' }],
      },
    ],
  });
});

describe('server-layers', () => {
  tester.run('server-layers', rules.rules['server-layers'], {
    valid: [
      {
        code: "import type { Db } from '../db/database.ts';",
        filename: at('packages/server/src/shared/lease.ts'),
      },
      {
        code: "import { DomainError } from '../shared/errors.ts';",
        filename: at('packages/server/src/plugins/files.ts'),
      },
      {
        code: "import { streamUpload } from '../../plugins/files.ts';",
        filename: at('packages/server/src/modules/imports/report-files.ts'),
      },
      {
        code: "import type { FastifyInstance } from 'fastify';",
        filename: at('packages/server/src/modules/auth/auth.routes.ts'),
      },
      {
        code: "import { checkRowBounds } from '../../shared/input-bounds.ts';",
        filename: at('packages/server/src/modules/listings/listings.service.ts'),
      },
      {
        // a test may build what it checks
        code: "import { withTransaction } from '../shared/transaction.ts';",
        filename: at('packages/server/src/db/pg-copy.db.test.ts'),
      },
    ],
    invalid: [
      {
        code: "import type { Executor } from '../shared/transaction.ts';",
        filename: at('packages/server/src/db/pg-bulk.ts'),
        errors: [{ messageId: 'upward' }],
      },
      {
        code: "import type { GraphqlModule } from '../plugins/graphql.ts';",
        filename: at('packages/server/src/shared/date-scalar.ts'),
        errors: [{ messageId: 'upward' }],
      },
      {
        code: "import type { AuthService } from '../modules/auth/auth.service.ts';",
        filename: at('packages/server/src/plugins/session.ts'),
        errors: [{ messageId: 'upward' }],
      },
      {
        code: "import { checkRowBounds } from '../../plugins/input-bounds.ts';",
        filename: at('packages/server/src/modules/products/products.service.ts'),
        errors: [{ messageId: 'fastify' }],
      },
      {
        code: "import type { FastifyRequest } from 'fastify';",
        filename: at('packages/server/src/modules/products/products.repository.ts'),
        errors: [{ messageId: 'fastify' }],
      },
    ],
  });
});
