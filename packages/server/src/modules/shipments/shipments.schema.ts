// The order database (/orderdatabase, docs/orders.md): the tabs paged on the server, their counts, and
// the claim of a message flag before a link opens. Money is rupees on the wire.
export const shipmentsSchema = /* GraphQL */ `
  "a tab of Order DataBase MSG (docs/orders.md)"
  enum ShipmentTab {
    NEW
    IN_TRANSIT
    DELIVERED
    UNDELIVERED
    RTO
    AFTER_EDD
    ALL
  }
  "what the staff did about an undelivered shipment"
  enum NdrState {
    NEW
    CONTACTED
    REATTEMPT_REQUESTED
    RTO_ACCEPTED
    CLOSED
  }
  "a courier order (iThink or Shiprocket), one per courier, channel and order id"
  type Shipment {
    id: ID!
    "ithink or shiprocket"
    courier: String!
    "the sales channel as the courier names it; empty when the export has none"
    channel: String!
    orderId: String!
    status: String
    "new, inTransit, delivered, undelivered, rto or other (core's classifyShipment)"
    statusClass: String!
    productName: String
    sku: String
    quantity: Int
    customerName: String
    email: String
    mobile: String
    "why the mobile is no Indian mobile number, or null"
    mobileProblem: String
    address: String
    pincode: String
    paymentMethod: String
    productPrice: Float
    orderTotal: Float
    courierCompany: String
    awb: String
    "as the courier wrote it"
    edd: String
    "yyyy-MM-dd, when the EDD is a date"
    eddDate: String
    codPayable: Float
    "the courier's order date as written"
    createdAt: String
    orderDate: String
    pickupDate: String
    deliveredDate: String
    rtoInitiatedDate: String
    rtoDeliveredDate: String
    latestNdrDate: String
    ndrAttempts: Int
    ndrReasons: [String!]!
    productCost: Float!
    shipCharge: Float
    firstMsg: Boolean!
    inTransitMsg: Boolean!
    ndrMsg: Boolean!
    rtoMsg: Boolean!
    ndrState: NdrState!
    ndrStateAt: String
    ndrStateBy: String
    "the name of whoever moved the NDR state last"
    ndrStateByName: String
    "the courier's latest reason says the customer was unreachable and nothing says the door was reached (core's isNoAttemptNdr)"
    noAttempt: Boolean!
    "whether the courier takes a re-attempt or RTO request from the NDR queue (Shiprocket, once connected)"
    courierTakesNdrRequests: Boolean!
    updatedAt: String!
    version: Int!
  }
  type ShipmentCounts {
    new: Int!
    inTransit: Int!
    delivered: Int!
    undelivered: Int!
    rto: Int!
    afterEdd: Int!
    all: Int!
  }
  "what the NDR queue sends a courier"
  enum NdrRequest {
    REATTEMPT
    RTO
  }
  type NdrRequestResult {
    shipment: Shipment!
    "true when the courier was asked; false when only our action state changed (no connection takes requests)"
    sentToCourier: Boolean!
  }
  type ShipmentStatusCount {
    status: String!
    statusClass: String!
    count: Int!
  }
  type ShipmentChannelCount {
    channel: String!
    count: Int!
  }
  "delivered and RTO shipments of a courier (or a pincode prefix), and the RTO rate: RTO over delivered plus RTO, in percent"
  type ShipmentRtoRate {
    courier: String
    courierCompany: String
    prefix: String
    count: Int!
    delivered: Int!
    rto: Int!
    rtoRatePercent: Float
  }
  type ShipmentMessageCoverage {
    "firstMsg, inTransitMsg, ndrMsg or rtoMsg"
    flag: String!
    "the class the message is for"
    statusClass: String!
    total: Int!
    sent: Int!
    "shipments of any class with the flag set"
    sentAll: Int!
  }
  "the Summary tab of Order DataBase MSG (decision 311)"
  type ShipmentSummary {
    total: Int!
    byStatus: [ShipmentStatusCount!]!
    byChannel: [ShipmentChannelCount!]!
    byCourier: [ShipmentRtoRate!]!
    "the 20 pincode prefixes (3 digits) with the most RTOs"
    byPincodePrefix: [ShipmentRtoRate!]!
    "COD still to collect: new, in transit and undelivered COD orders"
    codPending: Float!
    codPendingOrders: Int!
    "in transit past the EDD by more than 24 hours"
    pastEdd: Int!
    coverage: [ShipmentMessageCoverage!]!
  }
  "a product cost rule of the order sync: the first rule whose keyword the product's name holds gives the cost of one unit"
  type ShipmentCostRule {
    keyword: String!
    "rupees"
    unitCost: Float!
  }
  input ShipmentCostRuleInput {
    keyword: String!
    "rupees"
    unitCost: Float!
  }
  "the setting shipmentCosts (Settings › Order sync, decision 278)"
  type ShipmentCostSettings {
    productCosts: [ShipmentCostRule!]!
    version: Int!
  }
  type ShipmentClaim {
    "true: this caller set the flag and may open the link; false: it was set already"
    claimed: Boolean!
    shipment: Shipment!
  }
  extend type Query {
    "a page of a tab, in the tab's order (New: oldest order id first; the others newest first)"
    shipments(tab: ShipmentTab!, first: Int = 100, skip: Int = 0): [Shipment!]!
    "how many rows each tab lists now"
    shipmentCounts: ShipmentCounts!
    "the NDR queue: undelivered shipments of both couriers, newest first; closed ones only with withClosed"
    ndrQueue(withClosed: Boolean = false, first: Int = 50, skip: Int = 0): [Shipment!]!
    ndrQueueCount(withClosed: Boolean = false): Int!
    shipmentSummary: ShipmentSummary!
    shipmentCostSettings: ShipmentCostSettings!
  }
  extend type Mutation {
    "sets the tab's message flag if it is not set yet (decision 277)"
    claimShipmentMessage(id: ID!, tab: ShipmentTab!): ShipmentClaim!
    "moves the NDR action state (new, contacted, re-attempt requested or RTO accepted, closed)"
    moveShipmentNdr(id: ID!, to: NdrState!): Shipment!
    "asks the courier for a re-attempt or an RTO where it takes requests, and moves the NDR action state (an RTO cannot be undone)"
    requestShipmentNdr(id: ID!, request: NdrRequest!): NdrRequestResult!
    "ADMIN: saves the order sync's product costs when the setting is still at version"
    updateShipmentCostSettings(productCosts: [ShipmentCostRuleInput!]!, version: Int!): ShipmentCostSettings!
  }
`;
