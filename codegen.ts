// GraphQL Code Generator: the typed contract between the committed schema and its two users
// (decision 060). `npm run codegen` rewrites the generated files; `npm test` runs it with --check and
// fails when one of them is stale.
import type { CodegenConfig } from '@graphql-codegen/cli';

const schema = 'packages/server/schema.graphql';
const scalars = { ID: 'string', Date: 'string' };

const config: CodegenConfig = {
  schema,
  overwrite: true,
  generates: {
    // The web app: one typed document per operation, written with graphql(`…`) beside its hook.
    'packages/web/src/lib/gql/': {
      documents: ['packages/web/src/**/*.{ts,tsx}', '!packages/web/src/lib/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        scalars,
      },
    },
    // The server: resolver argument and result types.
    'packages/server/src/graphql-types.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: 'mercurius#MercuriusContext',
        scalars,
        // What the services return for each object type; the field resolvers and loaders add the rest.
        mappers: {
          Product: './modules/products/products.service.ts#ProductView',
          User: './modules/users/users.service.ts#PublicUser',
          FlipkartListing: './modules/listings/listing-view.ts#ListingView',
          AmazonListing: './modules/listings/listing-view.ts#ListingView',
          MeeshoListing: './modules/listings/listing-view.ts#ListingView',
          LittleKidListing: './modules/listings/listing-view.ts#ListingView',
          TrendyHandyListing: './modules/listings/listing-view.ts#ListingView',
          FlipkartProductCategory: './modules/categories/categories.service.ts#CategoryView',
          AmazonProductCategory: './modules/categories/categories.service.ts#CategoryView',
          Invoice: './modules/billing/invoices.service.ts#InvoiceView',
          Bill: './modules/billing/bills.service.ts#BillView',
          BillOrder: './modules/billing/bills.service.ts#BillOrderView',
          SellerProfile: './modules/billing/seller-profile.service.ts#SellerProfileRecord',
        },
      },
    },
  },
};

export default config;
