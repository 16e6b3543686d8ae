// The reconciliation queues (docs/ledger.md): each a page with its count, read in SQL (issue 43).
// The row types and the settings are the order-lines module's schema.
const queue = (field: string, countField: string, type: string, what: string) => `
    "${what}: a page in the queue's order (first at most 10000)"
    ${field}(first: Int = 100, skip: Int = 0): [${type}!]!
    "how many lines ${field} lists in all"
    ${countField}: Int!`;

export const reconciliationSchema = /* GraphQL */ `
  "the reconciliation queues of one channel today, each a page with its count"
  type Reconciliation {
    ${queue('settlementDifferences', 'settlementDifferenceCount', 'SettlementDifference', 'the open payment differences (not accepted, or accepted at another difference before a later payment), the oldest order date first')}
    ${queue('acceptedDifferences', 'acceptedDifferenceCount', 'SettlementDifference', 'the payment differences an ADMIN accepted that still hold (decision 166), the oldest order date first')}
    ${queue('overduePayments', 'overduePaymentCount', 'OverduePayment', 'the unpaid sale lines past the payment cycle, the most days overdue first')}
    ${queue('returnClaims', 'returnClaimCount', 'ReturnClaim', 'the returns not received to claim, the nearest claim deadline first')}
    settings: ReconciliationSettings!
  }
  extend type Query {
    "the reconciliation queues of one channel today"
    reconciliation(channel: MarketplaceChannel!): Reconciliation!
  }
`;
