// The one GraphQL API of the app: each module's schema with its resolvers (and batched loaders) over the
// services app.ts builds. plugins/graphql.ts merges them and guards every root field.
import { billingResolvers } from './modules/billing/billing.resolvers.ts';
import { billingSchema } from './modules/billing/billing.schema.ts';
import { categoriesLoaders, categoriesResolvers } from './modules/categories/categories.resolvers.ts';
import { categoriesSchema } from './modules/categories/categories.schema.ts';
import { gstResolvers, type GstGraphqlServices } from './modules/gst/gst.resolvers.ts';
import { gstSchema } from './modules/gst/gst.schema.ts';
import { historyResolvers } from './modules/history/history.resolvers.ts';
import { historySchema } from './modules/history/history.schema.ts';
import { impLinksResolvers } from './modules/imp-links/imp-links.resolvers.ts';
import { impLinksSchema } from './modules/imp-links/imp-links.schema.ts';
import { jobsResolvers } from './modules/jobs/jobs.resolvers.ts';
import { jobsSchema } from './modules/jobs/jobs.schema.ts';
import { orderLinesResolvers } from './modules/ledger/order-lines.resolvers.ts';
import { orderLinesSchema } from './modules/ledger/order-lines.schema.ts';
import { listingsLoaders, listingsResolvers } from './modules/listings/listings.resolvers.ts';
import { listingsSchema } from './modules/listings/listings.schema.ts';
import { messagingResolvers } from './modules/messaging/messaging.resolvers.ts';
import { messagingSchema } from './modules/messaging/messaging.schema.ts';
import { productsResolvers } from './modules/products/products.resolvers.ts';
import { productsSchema } from './modules/products/products.schema.ts';
import { dashboardsResolvers } from './modules/reporting/dashboards.resolvers.ts';
import { dashboardsSchema } from './modules/reporting/dashboards.schema.ts';
import { checkBillsResolvers } from './modules/reporting/check-bills.resolvers.ts';
import { checkBillsSchema } from './modules/reporting/check-bills.schema.ts';
import { reconciliationResolvers } from './modules/reporting/reconciliation.resolvers.ts';
import { reconciliationSchema } from './modules/reporting/reconciliation.schema.ts';
import { shipmentsResolvers } from './modules/shipments/shipments.resolvers.ts';
import { shipmentsSchema } from './modules/shipments/shipments.schema.ts';
import { courierSyncResolvers } from './modules/courier-sync/courier-sync.resolvers.ts';
import { courierSyncSchema } from './modules/courier-sync/courier-sync.schema.ts';
import { settingsResolvers } from './modules/settings/settings.resolvers.ts';
import { settingsSchema } from './modules/settings/settings.schema.ts';
import { usersResolvers } from './modules/users/users.resolvers.ts';
import { usersSchema } from './modules/users/users.schema.ts';
import { dateScalarModule } from './shared/date-scalar.ts';
import type { GraphqlModule } from './shared/graphql-module.ts';

type ServiceOf<F extends (service: never, ...rest: never[]) => unknown> = Parameters<F>[0];
type Billing = Parameters<typeof billingResolvers>;

/** The services the API answers from. */
export interface GraphqlServices {
  users: ServiceOf<typeof usersResolvers>;
  products: ServiceOf<typeof productsResolvers>;
  categories: ServiceOf<typeof categoriesResolvers>;
  listings: ServiceOf<typeof listingsResolvers>;
  invoices: Billing[1];
  bills: Billing[2];
  sellerProfile: Billing[3];
  orderLines: ServiceOf<typeof orderLinesResolvers>;
  checkBills: ServiceOf<typeof checkBillsResolvers>;
  reconciliation: ServiceOf<typeof reconciliationResolvers>;
  dashboards: ServiceOf<typeof dashboardsResolvers>;
  settings: ServiceOf<typeof settingsResolvers>;
  impLinks: ServiceOf<typeof impLinksResolvers>;
  history: ServiceOf<typeof historyResolvers>;
  jobs: ServiceOf<typeof jobsResolvers>;
  shipments: ServiceOf<typeof shipmentsResolvers>;
  gst: GstGraphqlServices;
  courierSync: ServiceOf<typeof courierSyncResolvers>;
}

export function graphqlModules(s: GraphqlServices): GraphqlModule[] {
  return [
    dateScalarModule,
    { schema: usersSchema, resolvers: usersResolvers(s.users) },
    { schema: productsSchema, resolvers: productsResolvers(s.products) },
    {
      schema: categoriesSchema,
      resolvers: categoriesResolvers(s.categories),
      loaders: categoriesLoaders(s.categories),
    },
    {
      schema: listingsSchema,
      resolvers: listingsResolvers(s.listings),
      loaders: listingsLoaders(s.listings),
    },
    {
      schema: billingSchema,
      resolvers: billingResolvers(s.users.usernameOf, s.invoices, s.bills, s.sellerProfile),
    },
    { schema: orderLinesSchema, resolvers: orderLinesResolvers(s.orderLines) },
    { schema: checkBillsSchema, resolvers: checkBillsResolvers(s.checkBills) },
    { schema: reconciliationSchema, resolvers: reconciliationResolvers(s.reconciliation) },
    { schema: dashboardsSchema, resolvers: dashboardsResolvers(s.dashboards) },
    { schema: settingsSchema, resolvers: settingsResolvers(s.settings) },
    { schema: messagingSchema, resolvers: messagingResolvers(s.settings) },
    { schema: impLinksSchema, resolvers: impLinksResolvers(s.impLinks) },
    { schema: historySchema, resolvers: historyResolvers(s.history) },
    { schema: jobsSchema, resolvers: jobsResolvers(s.jobs) },
    { schema: shipmentsSchema, resolvers: shipmentsResolvers(s.shipments) },
    { schema: gstSchema, resolvers: gstResolvers(s.gst) },
    { schema: courierSyncSchema, resolvers: courierSyncResolvers(s.courierSync) },
  ];
}
