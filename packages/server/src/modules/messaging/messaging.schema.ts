// Settings › Customer messages (docs/messaging.md): the message texts and facts the message screens
// fill for every order. Read by every signed-in user (the screens need them); written by ADMIN.
export const messagingSchema = /* GraphQL */ `
  "the texts of the customer messages; {placeholders} are filled per order"
  type MessageTemplates {
    firstOrder: String!
    inTransit: String!
    rto: String!
    ndr: String!
    callScript: String!
  }
  input MessageTemplatesInput {
    firstOrder: String!
    inTransit: String!
    rto: String!
    ndr: String!
    callScript: String!
  }
  "a coupon code for products whose name holds the keyword (any case)"
  type CouponRule {
    keyword: String!
    code: String!
  }
  input CouponRuleInput {
    keyword: String!
    code: String!
  }
  "the tracking page per courier; {awb} stands for the AWB number"
  type TrackingLinks {
    ithink: String!
    shiprocket: String!
  }
  input TrackingLinksInput {
    ithink: String!
    shiprocket: String!
  }
  type MessageSettings {
    templates: MessageTemplates!
    deliveryPromise: String!
    "expected delivery in call scripts: this many days from today"
    eddDays: Int!
    unboxingVideoLink: String!
    shopLinks: String!
    returnDiscountRupees: Float!
    couponRules: [CouponRule!]!
    trackingLinks: TrackingLinks!
    "the optimistic lock (0: never saved, the built-in texts are shown)"
    version: Int!
  }
  "the settings as typed: a number left out or null, or days not whole, are refused by core's check, naming the field as Settings labels it"
  input MessageSettingsInput {
    templates: MessageTemplatesInput!
    deliveryPromise: String!
    eddDays: Float
    unboxingVideoLink: String!
    shopLinks: String!
    returnDiscountRupees: Float
    couponRules: [CouponRuleInput!]!
    trackingLinks: TrackingLinksInput!
  }
  extend type Query {
    messageSettings: MessageSettings!
  }
  extend type Mutation {
    "ADMIN only: replaces the message settings (version: the lock the editor started from)"
    updateMessageSettings(data: MessageSettingsInput!, version: Int!): MessageSettings!
  }
`;
