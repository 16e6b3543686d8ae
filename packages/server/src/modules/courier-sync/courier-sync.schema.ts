// Courier sync (docs/orders.md, "Courier sync"): the sync buttons' jobs, each courier's latest outcome,
// the NDR action sent to Shiprocket, and the courier logins an ADMIN enters (write-only: never read back).
export const courierSyncSchema = /* GraphQL */ `
  "which couriers a sync reads"
  enum CourierSyncWhich {
    ITHINK
    SHIPROCKET
    BOTH
  }
  "a courier's latest job, a sync (kind courier-sync) or an export's import (shipment-import): running now, or the last one with its kept outcome; null job: never synced or imported"
  type CourierSync {
    "ithink or shiprocket"
    courier: String!
    job: Job
    "the username of who started the job"
    startedByName: String
  }
  type CourierSyncStart {
    jobId: ID!
  }
  "what a seller asks a courier to do about an NDR: deliver again, or return the parcel (RTO, cannot be undone)"
  enum NdrActionKind {
    RE_ATTEMPT
    RETURN
  }
  type NdrActionRequest {
    awb: String!
    action: NdrActionKind!
    "ISO date-time"
    requestedAt: String!
  }
  type CourierLoginField {
    name: String!
    label: String!
    "true: typed as a password"
    secret: Boolean!
  }
  "a courier's API login as the screen sees it: whether it is set, when and by whom; never its value"
  type CourierLogin {
    "secret.ithink or secret.shiprocket"
    key: String!
    label: String!
    fields: [CourierLoginField!]!
    set: Boolean!
    updatedAt: String
    updatedByName: String
  }
  input SecretFieldInput {
    name: String!
    value: String!
  }
  extend type Query {
    "each courier's latest sync (every signed-in user sees them)"
    courierSyncs: [CourierSync!]!
    "ADMIN only: the courier logins, set or not"
    courierLogins: [CourierLogin!]!
  }
  extend type Mutation {
    "starts a sync job; CONFLICT, naming the running job, while a sync or an export import of one of its couriers runs"
    startCourierSync(which: CourierSyncWhich!): CourierSyncStart!
    "sends a re-attempt or an RTO request for an undelivered Shiprocket shipment to Shiprocket"
    requestNdrAction(awb: String!, action: NdrActionKind!, comment: String): NdrActionRequest!
    "ADMIN only: replaces a courier's API login (every field entered again)"
    setCourierLogin(key: String!, fields: [SecretFieldInput!]!): CourierLogin!
  }
`;
