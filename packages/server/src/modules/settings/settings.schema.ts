// The Settings screen's API (decision 052): one query and one ADMIN-only mutation per section. A new
// area adds its types here (or in its own module) on top of the settings service.
export const settingsSchema = /* GraphQL */ `
  "an Amazon closing-fee band: prices up to and including upTo (rupees) pay fee before GST"
  type ClosingFeeBand {
    "null: every price above the previous band"
    upTo: Float
    fee: Float!
  }
  "a band as typed: a fee left out or null is refused naming the version (not read as 0)"
  input ClosingFeeBandInput {
    "null or left out: every price above the previous band"
    upTo: Float
    fee: Float
  }
  "one dated version of a channel's fee schedule"
  type FeeScheduleVersion {
    effectiveFrom: Date!
    "GST on every marketplace fee line and on shipping, percent"
    feeGstPercent: Float!
    "Flipkart: a collection-fee slab value above this is a flat rupee amount, otherwise a percent"
    collectionFlatAbove: Float!
    "Amazon: closing fees by price, ascending"
    closingFeeBands: [ClosingFeeBand!]!
    "Amazon: the GST term of referral fees, percent of the price"
    referralGstPercent: Float!
  }
  "a version as typed: a number left out or null is refused with a message naming the version and the field"
  input FeeScheduleVersionInput {
    effectiveFrom: Date!
    feeGstPercent: Float
    collectionFlatAbove: Float
    closingFeeBands: [ClosingFeeBandInput!]!
    referralGstPercent: Float
  }
  "a channel's fee schedule: every version, oldest first"
  type ChannelFeeSchedule {
    "flipkart, amazon, meesho, littleKid or trendyHandy"
    channel: String!
    label: String!
    "the fields of a version this channel uses"
    fields: [String!]!
    versions: [FeeScheduleVersion!]!
    "the optimistic lock of the schedule (0: never saved, the built-in schedule is shown)"
    version: Int!
  }
  "a price band of a GST rule: above thresholdRupees per piece (before GST at the lower rate) ratePercentAbove applies"
  type GstBand {
    thresholdRupees: Float!
    ratePercentAbove: Float!
  }
  "a band as typed: a number left out or null is refused naming the rule"
  input GstBandInput {
    thresholdRupees: Float
    ratePercentAbove: Float
  }
  "a GST rule: the longest matching HSN prefix in effect wins"
  type GstRule {
    hsnPrefix: String!
    effectiveFrom: Date!
    ratePercent: Float!
    band: GstBand
    "where the rate comes from (a notification number)"
    note: String!
  }
  "a rule as typed: a rate left out or null is refused with a message naming the rule and the field"
  input GstRuleInput {
    hsnPrefix: String!
    effectiveFrom: Date!
    ratePercent: Float
    band: GstBandInput
    note: String
  }
  type GstRules {
    rules: [GstRule!]!
    "the optimistic lock of the table (0: never saved, the built-in rules are shown)"
    version: Int!
  }
  extend type Query {
    "the fee schedule of every channel"
    feeSchedules: [ChannelFeeSchedule!]!
    "the GST rules by HSN code, by prefix then date"
    gstRules: GstRules!
  }
  extend type Mutation {
    "ADMIN only: replaces the channel's versions (version: the lock the editor started from)"
    updateFeeSchedule(
      channel: String!
      versions: [FeeScheduleVersionInput!]!
      version: Int!
    ): ChannelFeeSchedule!
    "ADMIN only: replaces the rules table"
    updateGstRules(rules: [GstRuleInput!]!, version: Int!): GstRules!
  }
`;
