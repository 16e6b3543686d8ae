import { CATEGORY_KIND_LIST, CATEGORY_PAGE_SIZE, type CategoryKindInfo } from '@seller-desk/core';

// Generated from core's category-kind table (CATEGORY_KINDS): one set of types and operations per kind.
const kindSchema = (k: CategoryKindInfo) => /* GraphQL */ `
  "a ${k.label} fee category (docs/architecture.md)"
  type ${k.typeName} {
    id: ID!
    name: String!
${k.lists.map((l) => `    "${l.description}"\n    ${l.field}: [Slab!]!`).join('\n')}
    "the date the version shown takes effect (the version in effect on the list's at, default today)"
    effectiveFrom: Date!
    "every version of the card, oldest first"
    versions: [${k.typeName}Version!]!
    "how many ${k.label} listings use this category"
    listingCount: Int!
    stage: Stage!
    publishedAt: String
    updatedAt: String!
    version: Int!
  }
  "one dated version of a ${k.label} category's card"
  type ${k.typeName}Version {
    effectiveFrom: Date!
${k.lists.map((l) => `    ${l.field}: [Slab!]!`).join('\n')}
  }
  "every field optional on update; name required on create${k.kind === 'flipkart' ? '; missing slab lists start with the default slabs' : ''}"
  input ${k.typeName}Input {
    name: String
${k.lists.map((l) => `    ${l.field}: [SlabInput!]`).join('\n')}
    "the date changed slab lists take effect (default today; a past date re-prices from then on; a version of that date is replaced)"
    effectiveFrom: Date
    "on update: the version the editor started from (optimistic lock)"
    version: Int
  }
  extend type Query {
    "ordered by name, id; first up to 10000; at: the date whose card version the slab lists show (default today)"
    ${k.listField}(first: Int = ${CATEGORY_PAGE_SIZE}, skip: Int = 0, at: Date): [${k.typeName}!]!
  }
  extend type Mutation {
    create${k.typeName}(data: ${k.typeName}Input!): ${k.typeName}!
    update${k.typeName}(where: CategoryWhereUniqueInput!, data: ${k.typeName}Input!): ${k.typeName}!
    "refused with CONFLICT while listings use the category"
    delete${k.typeName}(where: CategoryWhereUniqueInput!): ${k.typeName}!
    publish${k.typeName}(where: CategoryWhereUniqueInput!, to: Stage!): ${k.typeName}!
    "deletes the card version of a date; the only version is refused"
    delete${k.typeName}Version(where: CategoryWhereUniqueInput!, effectiveFrom: Date!, version: Int): ${k.typeName}!
  }
`;

export const categoriesSchema = /* GraphQL */ `
  "a fee slab: applies when from < price < to (rupees); the spelling precent is the contract"
  type Slab {
    from: Float!
    to: Float!
    precent: Float!
  }
  input SlabInput {
    from: Float!
    to: Float!
    precent: Float!
  }
  input CategoryWhereUniqueInput {
    id: ID!
  }
  extend type Query {
    "how many stored order lines a card version effective from \`from\` re-prices: the order lines of the category's listings billed on or after that date (either kind)"
    categoryOrderLinesFrom(where: CategoryWhereUniqueInput!, from: Date!): Int!
  }
  ${CATEGORY_KIND_LIST.map(kindSchema).join('\n')}
`;
