// The dashboards' reads (docs/dashboards.md; issue 42): a range's sums in all, per channel, per day,
// week or month, per SKU (and channel), and the lines awaiting payment by age. Sums over the whole range
// in SQL (dashboards.repository.ts); money in rupees. Nothing here is writable.
export const dashboardsSchema = /* GraphQL */ `
  "a chart's bucket: a day, a week from Monday, a calendar month"
  enum SalesBucket {
    DAY
    WEEK
    MONTH
  }
  "what the SKU table is ordered by (then by SKU and channel)"
  enum SalesSkuOrder {
    NET_PROFIT
    REVENUE
    UNITS
    RETURNED_UNITS
    SKU
  }
  "the order lines billed from billDate_gte to billDate_lte (yyyy-MM-dd, India's dates, both included; not before 2022-09-01), of one channel or of all five"
  input SalesWhereInput {
    channel: MarketplaceChannel
    billDate_gte: String!
    billDate_lte: String!
  }
  "the sums of a group of order lines (docs/dashboards.md says what each counts); money in rupees"
  type SalesSummary {
    "the group: the channel (salesByChannel), the first day of the bucket (salesSeries), the SKU (salesBySku); null for the whole range"
    key: String
    "the group's channel; null when it adds up every channel's lines"
    channel: MarketplaceChannel
    orders: Int!
    lines: Int!
    units: Int!
    "the invoice amounts of every line sold, returned or not"
    revenue: Float!
    "our fee model's marketplace fees, GST on the fees included"
    marketplaceFees: Float!
    settlement: Float!
    purchaseCost: Float!
    "TCS and TDS withheld on the lines not returned: the payment report's, else at the rates of the order date"
    tcs: Float!
    tds: Float!
    returns: Int!
    returnedUnits: Int!
    "returns to origin: Courier return (RTO), RTO complete"
    rtoReturns: Int!
    "each returned unit's listing Return Cost (none for a line without a listing)"
    returnCost: Float!
    "the fee model's profit of the lines not returned, less the return cost (decision 265)"
    netProfit: Float!
    "units returned per unit sold (0.125 is 12.5 %); null when nothing sold"
    returnRate: Float
    paidLines: Int!
    "what the recorded payments add up to, returned lines included"
    received: Float!
    "of the paid lines not returned: settlement − TCS − TDS"
    expectedPayout: Float!
    "of the paid lines not returned: received − expected payout, the reconciliation's Difference"
    difference: Float!
  }
  type SalesSeries {
    bucket: SalesBucket!
    "every bucket of the range, oldest first (per channel in the drawer's order when asked)"
    points: [SalesSummary!]!
  }
  "the lines awaiting payment (not paid, not returned) ordered fromDays to toDays days ago"
  type AwaitingPaymentBand {
    fromDays: Int!
    "null: no upper bound"
    toDays: Int
    label: String!
    lines: Int!
    "their expected payout: settlement − TCS − TDS"
    expected: Float!
  }
  "a range of bill dates (yyyy-MM-dd, India's dates, both included; not before 2022-09-01), every channel"
  input BusinessNetWhereInput {
    billDate_gte: String!
    billDate_lte: String!
  }
  "the business's net for a range (decision 340), in rupees; each document at its value without GST, cancelled ones left out"
  type BusinessNet {
    "every channel's net profit (salesSummary's netProfit)"
    marketplaceNetProfit: Float!
    "our tax invoices and cash memos"
    ownStoreSales: Float!
    "our credit notes: own-store sales given back"
    creditNotes: Float!
    "the purchase bills recorded"
    purchases: Float!
    "the expense bills recorded"
    expenses: Float!
    "marketplaceNetProfit + ownStoreSales − creditNotes − purchases − expenses"
    net: Float!
    "how many documents of ours the range has, of the four kinds counted"
    documents: Int!
  }
  extend type Query {
    "the range's sums"
    salesSummary(where: SalesWhereInput!): SalesSummary!
    "each channel's sums over the range (one channel when where names it)"
    salesByChannel(where: SalesWhereInput!): [SalesSummary!]!
    "the range's sums per bucket: the one given, else a day up to 45 days, a week up to 26 weeks, else a month"
    salesSeries(where: SalesWhereInput!, bucket: SalesBucket, perChannel: Boolean = false): SalesSeries!
    "the range's sums per SKU, or per SKU and channel; first up to 10000"
    salesBySku(
      where: SalesWhereInput!
      perChannel: Boolean = false
      orderBy: SalesSkuOrder = NET_PROFIT
      descending: Boolean = true
      first: Int = 100
      skip: Int = 0
    ): [SalesSummary!]!
    salesSkuCount(where: SalesWhereInput!, perChannel: Boolean = false): Int!
    "the range's lines awaiting payment by age today"
    awaitingPayment(where: SalesWhereInput!): [AwaitingPaymentBand!]!
    "the business's net for the range: marketplace net profit plus own-store sales less purchase and expense bills"
    businessNet(where: BusinessNetWhereInput!): BusinessNet!
  }
`;
