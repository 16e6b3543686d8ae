// Important links (/imp-links): everyone signed in reads them; only an ADMIN changes them.
export const impLinksSchema = /* GraphQL */ `
  "an important link: a seller or courier panel the staff open"
  type ImpLink {
    id: ID!
    title: String!
    "an absolute http(s) address"
    url: String!
    "the heading the link is listed under, e.g. Seller panels"
    group: String!
    "the link's place in the whole list, from 1"
    position: Int!
  }
  input ImpLinkInput {
    title: String!
    url: String!
    group: String!
  }
  extend type Query {
    "every important link in order"
    impLinks: [ImpLink!]!
  }
  extend type Mutation {
    "ADMIN only; added at the end"
    createImpLink(data: ImpLinkInput!): ImpLink!
    "ADMIN only"
    updateImpLink(id: ID!, data: ImpLinkInput!): ImpLink!
    "ADMIN only"
    deleteImpLink(id: ID!): ImpLink!
    "ADMIN only: ids names every link once, in the new order"
    reorderImpLinks(ids: [ID!]!): [ImpLink!]!
  }
`;
