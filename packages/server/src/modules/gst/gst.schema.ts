// The /gst screens' reads (docs/gst.md "The /gst screen"; issue 37): a period's GSTR-1 as prepared, with
// where each figure comes from, what is missing and every pre-filing check; the lines behind a figure a
// page at a time; and the TCS/TDS ledger with the credited figures entered from the portal. Money in
// rupees. The files themselves are GET /files/gst/gstr1/<period>.json|.xlsx and /files/gst/tcs-tds/<period>.csv.
export const gstSchema = /* GraphQL */ `
  enum GstCheckSeverity {
    ERROR
    WARNING
    INFO
  }
  "what a check points to: a marketplace order line, one of our documents, a channel's sale upload, a figure"
  enum GstRefKind {
    ORDER_LINE
    DOCUMENT
    UPLOAD
    SECTION
  }
  type GstRef {
    kind: GstRefKind!
    "the order line's or document's id, the upload's channel, the figure's key"
    id: String!
    label: String!
    "an order line's channel, order id, bill date and return date, and its listing's first product"
    channel: MarketplaceChannel
    orderId: String
    "an order line's bill date, or a document's date"
    billDate: String
    returnDate: String
    productId: ID
    "a document's number"
    number: String
  }
  type GstCheck {
    "HSN_MISSING, RATE_DIFFERS, SALE_NOT_STORED, … (docs/gst.md, Checks)"
    code: String!
    severity: GstCheckSeverity!
    message: String!
    ref: GstRef
  }
  "a channel's lines in the period: sales by bill date, returns by return date (rupees, GST included)"
  type GstChannelSource {
    channel: MarketplaceChannel!
    saleLines: Int!
    sales: Float!
    returnLines: Int!
    returns: Float!
    "lines whose report gave no rate: taxed at the rule the line was priced with"
    computedLines: Int!
    noRateLines: Int!
  }
  "our documents of a kind dated in the period: GST_INVOICE, CASH_MEMO, CREDIT_NOTE"
  type GstDocumentSource {
    kind: String!
    count: Int!
    cancelled: Int!
    "the documents not cancelled, with GST"
    total: Float!
  }
  "one figure of a section: a row of b2cs or an HSN table, an invoice or note, a marketplace of Table 14"
  type GstFigure {
    label: String!
    "the key gstLines lists the figure's marketplace lines by; null when the figure is one document or line"
    drill: String
    "the document or line the figure is"
    ref: GstRef
    count: Int!
    taxable: Float!
    tax: Float!
  }
  type GstSection {
    "b2b, b2cl, b2cs, cdnr, cdnur, hsn_b2b, hsn_b2c, supeco"
    key: String!
    title: String!
    count: Int!
    taxable: Float!
    tax: Float!
    rows: [GstFigure!]!
  }
  "Table 13: a series of documents issued"
  type GstSeries {
    series: String!
    "what the documents are: Invoices for outward supply, Credit notes"
    nature: String!
    from: String!
    to: String!
    total: Int!
    cancelled: Int!
    net: Int!
    "the key gstLines lists the series' documents by: our documents in issued, the marketplace sales carrying its numbers in lines"
    drill: String!
  }
  type GstExportInfo {
    at: String!
    "json or xlsx"
    format: String!
  }
  type GstReturn {
    "2026-08, 2026-Q2"
    period: String!
    label: String!
    from: String!
    to: String!
    gstin: String!
    channels: [GstChannelSource!]!
    documents: [GstDocumentSource!]!
    "what is missing, in words: a marketplace without sales, days without lines, lines without a rate"
    missing: [String!]!
    "sale rows of uploaded reports that were not stored, and their value"
    notStoredCount: Int!
    notStoredValue: Float!
    sections: [GstSection!]!
    documentsIssued: [GstSeries!]!
    checks: [GstCheck!]!
    "the period's last export; a section that moved since is a check"
    lastExport: GstExportInfo
  }
  "a marketplace line of the period: its sale (by bill date) or its return (by return date)"
  type GstLine {
    id: ID!
    channel: MarketplaceChannel!
    orderId: String!
    sku: String!
    "SALE or RETURN"
    event: String!
    date: String!
    billDate: String!
    state: String
    rate: Float
    hsn: String
    productId: ID
    quantity: Int!
    "GST included"
    amount: Float!
    invoiceNo: String
  }
  "a line of one of our documents inside a figure (b2cs, HSN): a credit note's taxable value is negative"
  type GstDocumentLine {
    "the document's id (Check Invoice finds it by its number and date)"
    documentId: ID!
    "GST_INVOICE or CREDIT_NOTE"
    kind: String!
    number: String!
    date: String!
    "the line's place on the document, from 1"
    line: Int!
    description: String!
    hsn: String!
    rate: Float!
    quantity: Float!
    "without GST"
    taxable: Float!
  }
  "one of our documents in a Table 13 series: a tax invoice, a cash memo or a credit note, cancelled ones too"
  type GstIssuedDocument {
    "the document's id (Check Invoice finds it by its number and date)"
    documentId: ID!
    "GST_INVOICE, CASH_MEMO or CREDIT_NOTE"
    kind: String!
    number: String!
    date: String!
    "as printed, GST included"
    amount: Float!
    cancelled: Boolean!
  }
  type GstLinePage {
    "how many marketplace lines the figure holds (the page is of them)"
    total: Int!
    lines: [GstLine!]!
    "the lines of our documents in the figure, all of them on every page (decision 325)"
    documents: [GstDocumentLine!]!
    "a Table 13 series' own documents (its drill key), a page of them at the same first and skip; empty for any other figure"
    issued: [GstIssuedDocument!]!
    "how many of our documents the series holds (the issued page is of them)"
    issuedTotal: Int!
  }
  type GstWithholdingFigures {
    section: String!
    "the rates in force in the month, percent"
    rates: String!
    expected: Float!
    withheld: Float!
    "as entered from the portal (GSTR-2X, Form 26AS); null until entered"
    credited: Float
    withheldLessExpected: Float!
    creditedLessWithheld: Float
  }
  "a marketplace's month of the TCS/TDS ledger"
  type GstWithholdingRow {
    channel: MarketplaceChannel!
    "yyyy-MM"
    month: String!
    "the operator GSTIN from Settings › GST return; empty until entered"
    etin: String!
    "the month's sales less its returns, without GST"
    taxable: Float!
    tcs: GstWithholdingFigures!
    tds: GstWithholdingFigures!
    creditedBy: String
    creditedAt: String
  }
  "a value from a date on: the b2cl threshold"
  type GstDatedAmount {
    effectiveFrom: Date!
    rupees: Float!
  }
  input GstDatedAmountInput {
    effectiveFrom: Date!
    rupees: Float
  }
  "a withholding rate from a date on, percent of the value without GST, with the law's section"
  type GstDatedWithholding {
    effectiveFrom: Date!
    percent: Float!
    section: String!
  }
  input GstDatedWithholdingInput {
    effectiveFrom: Date!
    percent: Float
    section: String!
  }
  "a marketplace's GSTIN as a TCS collector (its ETIN, Table 14); empty until entered"
  type GstEtin {
    channel: MarketplaceChannel!
    etin: String!
  }
  input GstEtinInput {
    channel: MarketplaceChannel!
    etin: String!
  }
  "Settings › GST return (decision 286): what a GSTR-1 needs that is kept nowhere else"
  type GstReturnSettings {
    b2clThresholds: [GstDatedAmount!]!
    "4 (aggregate turnover up to ₹5 crore) or 6"
    hsnDigits: Int!
    "the offline tool's JSON version"
    jsonVersion: String!
    "the marketplaces' (the channels that collect TCS)"
    etins: [GstEtin!]!
    tcs: [GstDatedWithholding!]!
    tds: [GstDatedWithholding!]!
    "the optimistic lock (0: never saved, the defaults are shown)"
    version: Int!
  }
  input GstReturnSettingsInput {
    b2clThresholds: [GstDatedAmountInput!]!
    hsnDigits: Int!
    jsonVersion: String!
    etins: [GstEtinInput!]!
    tcs: [GstDatedWithholdingInput!]!
    tds: [GstDatedWithholdingInput!]!
  }
  extend type Query {
    "Settings › GST return, for every signed-in user"
    gstReturnSettings: GstReturnSettings!
    "a period's GSTR-1 as prepared now: 2026-08 (a month) or 2026-Q2 (April to June)"
    gstReturn(period: String!): GstReturn!
    "the marketplace lines behind a figure (its drill key), oldest first, a page of at most 200, and our documents' lines in it; a Table 13 series' documents"
    gstLines(period: String!, drill: String!, first: Int!, skip: Int!): GstLinePage!
    "the TCS/TDS ledger of a period: each marketplace's months"
    gstWithholding(period: String!): [GstWithholdingRow!]!
  }
  extend type Mutation {
    "saves Settings › GST return (ADMIN) when it is still at version; a bad value is refused naming its field and row"
    updateGstReturnSettings(data: GstReturnSettingsInput!, version: Int!): GstReturnSettings!
    "stores what the portal shows as credited for a marketplace's month (rupees; null: not entered)"
    setGstWithholdingCredit(
      channel: MarketplaceChannel!
      month: String!
      tcsCredited: Float
      tdsCredited: Float
    ): GstWithholdingRow!
  }
`;
