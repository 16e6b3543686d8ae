// The History screen (/history, decision 122): the audit log for an ADMIN, newest first, a page at a time.
export const historySchema = /* GraphQL */ `
  "one field a change changed, in words: Listing price ₹449.00 → ₹459.00"
  type AuditFieldChange {
    "the field's path in the stored record, e.g. listingPricePaise or paymentCycleDays.flipkart"
    field: String!
    label: String!
    "null: none (the field was empty, or the record did not exist)"
    before: String
    after: String
  }
  "one row of the audit log as the History screen shows it"
  type AuditEntry {
    id: ID!
    "when, an ISO date-time"
    at: String!
    "the account that made the change; null for the system (the command line, single sign-on)"
    userId: ID
    "who: the username; a deleted account's last username with (deleted); System when no account"
    who: String!
    "the kind of record: product, listing, fee_category, order_line, invoice, setting, user, impLink"
    entity: String!
    "the kind in words: Listing"
    entityLabel: String!
    "the record's id as the log keeps it"
    entityId: String!
    "the record's name today (SKU and channel, product name, document number…), else the name its rows kept, else its id"
    recordName: String!
    "what was done as stored: create, update, delete, publish…"
    action: String!
    "what was done in words: Created, Changed, Deleted…"
    actionLabel: String!
    "the fields that differ between the record before and after, in the record's order"
    changes: [AuditFieldChange!]!
  }
  "a page of the audit log"
  type AuditPage {
    entries: [AuditEntry!]!
    "pass as after for the next page; null when this page is the last"
    nextCursor: String
    "the name of the one record asked for (where.entityId): its name today, else the name its entries on this page kept; null when none is asked for or known"
    recordName: String
  }
  "what to show; every part optional"
  input AuditLogWhere {
    "one kind of record"
    entity: String
    "one record (with its entity); an order line's history also holds the uploads that stored or changed it, the re-prices that priced it again and the publishing of its bill date"
    entityId: String
    "one account's changes"
    userId: ID
    "from this India date on"
    from: Date
    "up to this India date, included"
    to: Date
  }
  extend type Query {
    "ADMIN only: the audit log newest first; first ≤ 200, after: the nextCursor of the page before"
    auditLog(where: AuditLogWhere, first: Int = 50, after: String): AuditPage!
  }
`;
