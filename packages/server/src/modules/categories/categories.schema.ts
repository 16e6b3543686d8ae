import { CATEGORY_KIND_LIST, type CategoryKindInfo } from '@seller-desk/core';

// Generated from core's category-kind table (CATEGORY_KINDS): one set of types and operations per kind.
const kindSchema = (k: CategoryKindInfo) => /* GraphQL */ `
  "a ${k.label} fee category (spec §3)"
  type ${k.typeName} {
    id: ID!
    name: String!
${k.lists.map((l) => `    "${l.description}"\n    ${l.field}: [Slab!]!`).join('\n')}
    "how many ${k.label} listings use this category"
    listingCount: Int!
    stage: Stage!
    publishedAt: String
    updatedAt: String!
    version: Int!
  }
  "every field optional on update; name required on create${k.kind === 'flipkart' ? '; missing slab lists start with the default slabs' : ''}"
  input ${k.typeName}Input {
    name: String
${k.lists.map((l) => `    ${l.field}: [SlabInput!]`).join('\n')}
    "on update: the version the editor started from (optimistic lock)"
    version: Int
  }
  extend type Query {
    "ordered by name, id; first up to 10000"
    ${k.listField}(first: Int = 500, skip: Int = 0): [${k.typeName}!]!
  }
  extend type Mutation {
    create${k.typeName}(data: ${k.typeName}Input!): ${k.typeName}!
    update${k.typeName}(where: CategoryWhereUniqueInput!, data: ${k.typeName}Input!): ${k.typeName}!
    "refused with CONFLICT while listings use the category"
    delete${k.typeName}(where: CategoryWhereUniqueInput!): ${k.typeName}!
    publish${k.typeName}(where: CategoryWhereUniqueInput!, to: Stage!): ${k.typeName}!
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
  ${CATEGORY_KIND_LIST.map(kindSchema).join('\n')}
`;
