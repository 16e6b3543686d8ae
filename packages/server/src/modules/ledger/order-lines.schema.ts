// An input's numbers are nullable Floats: a number left out, null or not whole reaches core's check
// (validateReconciliationSettings), refused in the Settings screen's words rather than GraphQL's (decision 133).
const channelDays = (name: string, kind: 'type' | 'input') => {
  const days = kind === 'type' ? 'Int!' : 'Float';
  return `
  ${kind} ${name} {
    flipkart: ${days}
    amazon: ${days}
    meesho: ${days}
    littleKid: ${days}
    trendyHandy: ${days}
  }`;
};

export const orderLinesSchema = /* GraphQL */ `
  "one marketplace order line to insert or update by (channel, orderId, sku); fields left out stay as they are"
  input BillOrderInput {
    orderId: String!
    sku: String!
    invoiceAmount: Float
    quantity: Int
    shipToName: String
    addressLine1: String
    addressLine2: String
    city: String
    state: String
    pinCode: String
    trackingID: String
    email: String
    phone: String
    purchaseCost: Float
    flipkartsetlment: Float
    amazonsetlment: Float
    meeshosetlment: Float
    littleKidsetlment: Float
    trendyHandysetlment: Float
    marketplaceFee: Float
    profit: Float
    saleType: String
    return: Boolean
    returnType: String
    pysicallyRecieved: Boolean
    podRequestTickeetId: String
    condition: String
    damageDescription: String
    claimId: String
    claimResult: String
    paymentDate: String
    paymentReceived: Boolean
    amountRecieveFromFlipkart: Float
    amountRecieveFromAmazon: Float
    amountRecieveFromMeesho: Float
    amountRecieveFromLittleKid: Float
    amountRecieveFromTrendyHandy: Float
  }
  "the marketplace arrays of a bill to write; a line not listed is never dropped"
  input BillInput {
    flipkart: [BillOrderInput!]
    amazon: [BillOrderInput!]
    meesho: [BillOrderInput!]
    littleKid: [BillOrderInput!]
    trendyHandy: [BillOrderInput!]
  }
  "a bill's id is its bill date"
  input BillIdWhereInput {
    id: ID!
  }
  type BillRef {
    id: ID!
    billDate: String!
  }
  enum MarketplaceChannel {
    flipkart
    amazon
    meesho
    littleKid
    trendyHandy
  }
  "a paid line whose payment differs from the expected payout by more than the tolerance (rupees)"
  type SettlementDifference {
    orderId: String!
    sku: String!
    billDate: String!
    paymentDate: String
    expectedSettlement: Float!
    tcs: Float!
    tds: Float!
    expectedPayout: Float!
    received: Float!
    difference: Float!
    reason: String!
    "the acceptance of the line's difference (decision 166): in acceptedDifferences the one that holds; in settlementDifferences one made before a later payment changed the difference; else null"
    accepted: AcceptedDifference
  }
  "a payment difference an ADMIN accepted, with why (rupees)"
  type AcceptedDifference {
    "the difference accepted (received − expected payout)"
    difference: Float!
    reason: String!
    "when (ISO 8601)"
    acceptedAt: String!
    "the username of who accepted it (null: a removed user)"
    acceptedBy: String
  }
  "an unpaid line past the channel's payment cycle"
  type OverduePayment {
    orderId: String!
    sku: String!
    billDate: String!
    dueDate: String!
    daysOverdue: Int!
    expectedSettlement: Float
  }
  "a return not physically received after claimAfterDays, with the claim deadline"
  type ReturnClaim {
    orderId: String!
    sku: String!
    billDate: String!
    returnDate: String!
    returnType: String
    claimDeadline: String!
    daysLeft: Int!
    "the follow-up recorded so far (the screen's follow-up form opens with it; saved through updateBill)"
    podRequestTickeetId: String
    condition: String
    damageDescription: String
    claimId: String
    claimResult: String
  }
  ${channelDays('ChannelDays', 'type')}
  ${channelDays('ChannelDaysInput', 'input')}
  "the reconciliation settings (Settings › Reconciliation; stored by the settings module)"
  type ReconciliationSettings {
    "a payment off the expected payout by more than this (rupees) is listed"
    toleranceRupees: Float!
    "days after the order date by which each channel pays"
    paymentCycleDays: ChannelDays!
    "days from the return's date within which each channel takes a claim"
    claimWindowDays: ChannelDays!
    "a return not physically received this many days after its date is listed for a claim"
    claimAfterDays: Int!
    "the optimistic lock (0: never saved, the defaults are shown)"
    version: Int!
  }
  "the settings as typed: a number left out or null, or days not whole, are refused naming the field as the Settings screen labels it"
  input ReconciliationSettingsInput {
    toleranceRupees: Float
    paymentCycleDays: ChannelDaysInput
    claimWindowDays: ChannelDaysInput
    claimAfterDays: Float
  }
  "one order line: its channel, the marketplace's order id and the SKU"
  input OrderLineWhereUniqueInput {
    channel: MarketplaceChannel!
    orderId: String!
    sku: String!
  }
  "one payment recorded for an order line: one payment report row, or its share of a row for the whole order (decision 114); rupees"
  type OrderLinePayment {
    "the report row's identity; names the payment to removeOrderLinePayment"
    entryKey: String!
    paymentDate: String
    amountReceived: Float!
    reportedSale: Float
    "what the marketplace charged, positive"
    reportedFees: Float
    tcs: Float
    tds: Float
    "when it was recorded (ISO 8601)"
    recordedAt: String!
    "the username of who uploaded it (null: recorded before payments were kept one by one, or a removed user)"
    recordedBy: String
  }
  extend type Query {
    "the payments recorded for one order line, oldest first"
    orderLinePayments(where: OrderLineWhereUniqueInput!): [OrderLinePayment!]!
    reconciliationSettings: ReconciliationSettings!
  }
  extend type Mutation {
    "inserts or updates the given order lines on this bill date in one transaction; others stay"
    updateBill(where: BillWhereUniqueInput!, data: BillInput!): BillRef!
    publishBill(where: BillIdWhereInput!, to: Stage!): BillRef!
    "ADMIN only: removes one recorded payment of a line (a report row recorded by mistake), saying why; the line is then paid what its other payments add up to, or unpaid"
    removeOrderLinePayment(where: OrderLineWhereUniqueInput!, entryKey: String!, reason: String!): BillOrder!
    "ADMIN only: accepts a paid line's payment difference, saying why (3 to 200 characters); difference: the one shown (rupees), refused when a payment recorded since changed it"
    acceptPaymentDifference(
      where: OrderLineWhereUniqueInput!
      difference: Float!
      reason: String!
    ): BillOrder!
    "ADMIN only: clears the acceptance of a line's payment difference; the line is in the open queue again"
    reopenPaymentDifference(where: OrderLineWhereUniqueInput!): BillOrder!
    "ADMIN only (version: the lock the editor started from)"
    updateReconciliationSettings(data: ReconciliationSettingsInput!, version: Int!): ReconciliationSettings!
  }
`;
