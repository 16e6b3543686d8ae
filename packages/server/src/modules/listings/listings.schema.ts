import { MAX_BATCH_ROWS } from '../../shared/run-batch.ts';
import { LISTING_CHANNELS, type ListingChannel } from './listing-channels.ts';

// One channel table (listing-channels.ts), five generated copies of the listing types and operations.
const channelSchema = (c: ListingChannel) => /* GraphQL */ `
  "a ${c.label} listing (docs/architecture.md); derived values are computed by @seller-desk/core"
  type ${c.typeName}Listing {
    id: ID!
    "creation order within ${c.label}; never reused"
    sno: Int!
    skuid: String!
    "rupees, 2 decimals"
    listingPrice: Float
    profit: Float
    packing: Float
    advertisingCost: Float
    returnCost: Float
    discount: Float
    "as stored on the listing"
    productLength: Float
    breadth: Float
    height: Float
    weight: Float
${c.hasShippingFee ? '    "rupees, before GST"\n    shippingFee: Float\n' : ''}    products: [Product!]!
${c.categoryField ? `    ${c.categoryField}: ${c.categoryType}\n` : ''}    "derived: the sum of the linked products' purchase costs"
    purchaseCost: Float
    totalShippingFee: Float
    setlmentValue: Float
    taxInsidePrice: Float
    "derived: the GST % the price is taxed at (the highest of the linked products'; a product priced by HSN code at its rule for the listing price on the date priced for)"
    gst: Float
    afterPurchaseCostDeduct: Float
    lossProfit: String
    priceShouldBe: Float
    priceCellClass: String
    fees: ListingFees!
    "from the single linked product, else the listing"
    dimensions: ListingDimensions!
    settlementLines: [SettlementLine!]!
    freeDelivery: Float
    problems: [PricingProblem!]!
    "the first linked product's first image thumbnail"
    img: String
    "combined from the linked products, comma-joined"
    productName: String
    rackNo: String
    hsnCode: String
    "at least one product linked and every linked product has stock above 0"
    live: Boolean!
    stage: Stage!
    publishedAt: String
    updatedAt: String!
    version: Int!
  }
  "every field optional on update; skuid required on create"
  input ${c.typeName}ListingInput {
    skuid: String
    listingPrice: Float
    profit: Float
    packing: Float
    advertisingCost: Float
    returnCost: Float
    discount: Float
    productLength: Float
    breadth: Float
    height: Float
    weight: Float
${c.hasShippingFee ? '    shippingFee: Float\n' : ''}    "create: connect; update: set replaces the links (connect appends)"
    products: ProductsRelationInput
${c.categoryField ? `    ${c.categoryField}: CategoryRelationInput\n` : ''}    "on update: the version the editor started from (optimistic lock)"
    version: Int
  }
  "a row of a bulk ${c.label} listing call: products and category by name, matched without case"
  input ${c.typeName}ListingBulkInput {
    skuid: String
    listingPrice: Float
    profit: Float
    packing: Float
    advertisingCost: Float
    returnCost: Float
    discount: Float
    productLength: Float
    breadth: Float
    height: Float
    weight: Float
${c.hasShippingFee ? '    shippingFee: Float\n' : ''}    "the linked products by name; on update, given names replace the links"
    productNames: [String!]
${c.categoryField ? `    "the ${c.label} category by name"\n    categoryName: String\n` : ''}  }
  input ${c.typeName}ListingUpdateManyInput {
    where: ListingWhereUniqueInput!
    data: ${c.typeName}ListingBulkInput!
  }
  extend type Query {
    "ordered by sno; first up to 10000; at: the date every derived value is priced for (card versions, fee schedule, GST rules; default today)"
    ${c.listField}(first: Int = 1000, skip: Int = 0, at: Date): [${c.typeName}Listing!]!
    ${c.countField}: Int!
  }
  extend type Mutation {
    create${c.typeName}Listing(data: ${c.typeName}ListingInput!): ${c.typeName}Listing!
    update${c.typeName}Listing(where: ListingWhereUniqueInput!, data: ${c.typeName}ListingInput!): ${c.typeName}Listing!
    delete${c.typeName}Listing(where: CategoryWhereUniqueInput!): ${c.typeName}Listing!
    "the grid's delete of the selected rows: one transaction, a result per id"
    deleteMany${c.typeName}Listings(ids: [ID!]!): [BatchRowResult!]!
    publish${c.typeName}Listing(where: CategoryWhereUniqueInput!, to: Stage!): ${c.typeName}Listing!
    "bulk create: at most ${MAX_BATCH_ROWS} rows a call, one transaction, a result per row in input order"
    createMany${c.typeName}Listings(data: [${c.typeName}ListingBulkInput!]!): [BulkRowResult!]!
    "bulk update by id or SKU: at most ${MAX_BATCH_ROWS} rows a call, one transaction, a result per row"
    updateMany${c.typeName}Listings(data: [${c.typeName}ListingUpdateManyInput!]!): [BulkRowResult!]!
  }
  extend type Product {
    "the ${c.label} listings this product is linked to"
    ${c.productField}: [ListingRef!]!
  }
`;

export const listingsSchema = /* GraphQL */ `
  "fee lines in rupees, GST included; a line that does not apply to the channel is null"
  type ListingFees {
    commission: Float
    fixedFee: Float
    collectionFee: Float
    referalFee: Float
    closingFee: Float
    shippingFee: Float
    setlmentValueWithoutShipping: Float
  }
  "why a derived value could not be computed"
  type PricingProblem {
    field: String!
    message: String!
  }
  "a line of the Settlement Calculator drawer"
  type SettlementLine {
    label: String!
    value: Float
  }
  type ListingDimensions {
    productLength: Float
    breadth: Float
    height: Float
    weight: Float
  }
  "a listing a product is linked to"
  type ListingRef {
    id: ID!
    skuid: String!
  }
  input ProductsRelationInput {
    connect: [ProductWhereUniqueInput!]
    set: [ProductWhereUniqueInput!]
  }
  input CategoryRelationInput {
    connect: CategoryWhereUniqueInput
    disconnect: Boolean
  }
  "exactly one of the two"
  input ListingWhereUniqueInput {
    id: ID
    skuid: String
  }
  type BatchRowResult {
    id: ID!
    ok: Boolean!
    "why the row failed, for people"
    message: String
  }
  ${LISTING_CHANNELS.map(channelSchema).join('\n')}
`;
