// The Check Bills screens' reads (decisions 112 and 126): a tab's page and its count. The BillOrder
// type is billing's; the lines are read in SQL a page at a time (check-bills.repository.ts).
export const checkBillsSchema = /* GraphQL */ `
  "which lines a Check Bills tab lists (Sale, Return, Payment): every line, the returned ones, the paid ones"
  enum BillOrderTab {
    SALE
    RETURN
    PAYMENT
  }
  "one channel's lines billed from billDate_gte to billDate_lte (yyyy-MM-dd, both included)"
  input BillOrderWhereInput {
    channel: MarketplaceChannel!
    tab: BillOrderTab!
    billDate_gte: String!
    billDate_lte: String!
    "only the lines whose order id, SKU, tracking id or buyer's name contains this text, any case (at most 100 characters)"
    search: String
  }
  extend type Query {
    "the stored order lines of the Check Bills screens, newest bill date first; first up to 10000"
    billOrders(where: BillOrderWhereInput!, first: Int = 100, skip: Int = 0): [BillOrder!]!
    billOrderCount(where: BillOrderWhereInput!): Int!
  }
`;
