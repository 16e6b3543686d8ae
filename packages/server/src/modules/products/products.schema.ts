import { MAX_BATCH_ROWS, bulkRowResultSchema } from '../../shared/run-batch.ts';

export const productsSchema = /* GraphQL */ `
  enum GstMode {
    FIXED
    BY_HSN
  }
  ${bulkRowResultSchema}
  type Product {
    id: ID!
    productName: String!
    "rupees, 2 decimals"
    purchaseCost: Float
    stock: Int
    "the unit of quantity, a GST unit code (UQC: PCS, KGS, MTR, …) its prices are per; PCS unless set"
    unit: String!
    "percent, when gstMode is FIXED; null BY_HSN"
    gst: Float
    "FIXED: gst is the rate; BY_HSN: the GST rules by HSN code give the rate on the date priced for"
    gstMode: GstMode!
    hsnCode: String
    "image URLs served by /files/images"
    productImage: [String!]!
    "the first image's thumbnail URL, or null"
    img: String
    searchKeyword: [String!]!
    amazonKeyword: String
    productLength: Float
    breadth: Float
    height: Float
    weight: Float
    rackNo: String
    forSale: Boolean!
    stage: Stage!
    publishedAt: String
    updatedAt: String!
    version: Int!
  }
  input ProductWhereUniqueInput {
    id: ID!
  }
  "every field optional on update; productName required on create"
  input ProductInput {
    productName: String
    purchaseCost: Float
    stock: Int
    "a GST unit code (UQC), stored in capitals; absent or null: PCS on create, unchanged on update"
    unit: String
    gst: Float
    "default FIXED on create; BY_HSN clears gst"
    gstMode: GstMode
    hsnCode: String
    productImage: [String!]
    searchKeyword: [String!]
    amazonKeyword: String
    productLength: Float
    breadth: Float
    height: Float
    weight: Float
    rackNo: String
    forSale: Boolean
    "on update: the version the editor started from (optimistic lock)"
    version: Int
  }
  "a product of a bulk update: by id, or by its name matched without case (exactly one of the two)"
  input ProductWhereIdOrNameInput {
    id: ID
    productName: String
  }
  input ProductUpdateManyInput {
    where: ProductWhereIdOrNameInput!
    data: ProductInput!
  }
  extend type Query {
    "ordered by productName, id; first up to 10000"
    products(first: Int = 1000, skip: Int = 0): [Product!]!
    productCount: Int!
    product(where: ProductWhereUniqueInput!): Product
  }
  extend type Mutation {
    createProduct(data: ProductInput!): Product!
    updateProduct(where: ProductWhereUniqueInput!, data: ProductInput!): Product!
    deleteProduct(where: ProductWhereUniqueInput!): Product!
    publishProduct(where: ProductWhereUniqueInput!, to: Stage!): Product!
    "bulk create: at most ${MAX_BATCH_ROWS} rows a call, one transaction, a result per row in input order; a name stored already is that row's error"
    createManyProducts(data: [ProductInput!]!): [BulkRowResult!]!
    "bulk update by id or product name: at most ${MAX_BATCH_ROWS} rows a call, one transaction, a result per row"
    updateManyProducts(data: [ProductUpdateManyInput!]!): [BulkRowResult!]!
  }
`;
