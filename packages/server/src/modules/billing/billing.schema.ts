export const billingSchema = /* GraphQL */ `
  enum InvoiceKind {
    GST_INVOICE
    CASH_MEMO
    PURCHASE
    EXPENSE
    CREDIT_NOTE
  }
  enum CreditReason {
    RETURN
    PRICE_REDUCTION
  }
  "rate is rupees per unit WITHOUT tax; gst is the GST rate in percent"
  input InvoiceLineInput {
    description: String!
    quantity: Float!
    "the unit of the quantity, a GST unit code (UQC) such as PCS, KGS or MTR; required on a tax invoice's line with a quantity. On a credit note, null takes the unit of the invoice line credited (decision 141)"
    unit: String
    rate: Float!
    hsnCode: String
    "on a tax invoice, null takes the rate of the GST rules by HSN code on the invoice date at this rate"
    gst: Float
    productId: ID
    "credit notes: the line of the invoice credited (1 = its first line); by default the line of the same description, HSN code and GST rate"
    invoiceLine: Int
  }
  "money in rupees, dates yyyy-MM-dd; courier and packingTransportation are null when switched off"
  input InvoiceDocumentInput {
    "data URL of a PNG or JPEG (at most 512 KiB), or the seller profile's logo; empty for none"
    logo: String
    logoWidth: Int
    title: String
    clientName: String!
    clientAddress: String
    "the buyer's GSTIN (the supplier's on purchase and expense bills)"
    gst: String
    contact: String
    invoiceTitle: String
    "never after today in India"
    invoiceDate: String!
    invoiceDueDate: String
    "what the buyer pays for the courier; on a tax invoice GST included, taxed at the rates of its lines (decision 128). On a credit note: the invoice's courier credited back, taxed as the invoice taxed it, at most what its notes have not credited yet"
    courier: Float
    "on a credit note: as courier"
    packingTransportation: Float
    taxLabel: String
    notesLabel: String
    notes: String
    termLabel: String
    term: String
    productLines: [InvoiceLineInput!]!
    "two-digit GST state code; taken from gst when it is a GSTIN and this is empty. On purchase and expense bills the state the supplier's bill charges tax for: another state than the seller's is IGST"
    placeOfSupply: String
    "purchase and expense bills: the number on the supplier's bill, which its input tax credit is matched by"
    supplierBillNumber: String
    "credit notes: the tax invoice it corrects"
    againstInvoice: ID
    creditReason: CreditReason
    "save even though the invoice date is in a financial year that has ended"
    confirmClosedYear: Boolean
  }
  type InvoiceLine {
    description: String!
    quantity: Float!
    "the GST unit code (UQC) of the quantity; null on documents stored before units were asked (decision 141)"
    unit: String
    rate: Float!
    hsnCode: String
    gst: Float
    productId: ID
    "credit notes: the line of the invoice credited (1 = its first line)"
    invoiceLine: Int
    "quantity × rate, rupees"
    amount: Float!
  }
  type InvoiceDocument {
    logo: String
    logoWidth: Int
    title: String
    clientName: String!
    clientAddress: String
    gst: String
    contact: String
    invoiceTitle: String
    invoiceDate: String!
    invoiceDueDate: String
    courier: Float
    packingTransportation: Float
    "true: courier and packing include GST and are in the taxable value and tax (tax invoices from decision 128 on, and their credit notes); otherwise they were added without GST"
    chargesGstIncluded: Boolean
    taxLabel: String
    notesLabel: String
    notes: String
    termLabel: String
    term: String
    productLines: [InvoiceLine!]!
    placeOfSupply: String
    "purchase and expense bills: the number on the supplier's bill (Check Invoice finds the bill by it)"
    supplierBillNumber: String
    againstInvoiceNumber: String
    againstInvoiceDate: String
    creditReason: CreditReason
  }
  type TaxSummaryRow {
    hsnCode: String!
    rate: Float!
    taxable: Float!
    cgst: Float!
    sgst: Float!
    igst: Float!
  }
  "a saved document; never edited: a correction is a new document and the old one is cancelled"
  type Invoice {
    id: ID!
    kind: InvoiceKind!
    invoiceNumber: String!
    billDate: String!
    financialYear: String!
    clientName: String!
    clientGstin: String
    placeOfSupply: String
    "the taxable value: the lines' and, when the charges include GST, the charges'"
    subtotal: Float!
    cgst: Float!
    sgst: Float!
    igst: Float!
    taxTotal: Float!
    roundOff: Float!
    total: Float!
    amountInWords: String!
    pdfUrl: String!
    interState: Boolean!
    document: InvoiceDocument!
    taxSummary: [TaxSummaryRow!]!
    cancelled: Boolean!
    cancelledAt: String
    cancelReason: String
    "credit notes: the invoice corrected"
    againstInvoiceId: ID
    "tax invoices: the total of the credit notes issued against it (not cancelled)"
    credited: Float!
    "tax invoices: per line, the quantity credited already by credit notes for goods returned (not cancelled)"
    returnedQuantities: [Float!]!
    "tax invoices: the courier and packing charges credited already by credit notes (not cancelled)"
    creditedCharges: CreditedCharges!
    createdAt: String!
    "the username of who saved it"
    createdBy: String
  }
  "rupees of an invoice's courier and packing charges that its credit notes credit"
  type CreditedCharges {
    courier: Float!
    packingTransportation: Float!
  }
  input InvoiceWhereInput {
    billDate_gte: String
    billDate_lte: String
    kind: InvoiceKind
    "part of the number, the client's name or GSTIN, or of a purchase or expense bill's number on the supplier's bill; any case"
    search: String
  }
  input InvoiceWhereUniqueInput {
    id: ID!
  }
  "one marketplace order line of a bill (sale, return and payment fields); filled by the report uploads"
  type BillOrder {
    id: ID!
    orderedOn: String
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
    "the date the return was uploaded as (read only: set by the return upload)"
    returnDate: String
    paymentDate: String
    paymentReceived: Boolean
    amountRecieveFromFlipkart: Float
    amountRecieveFromAmazon: Float
    amountRecieveFromMeesho: Float
    amountRecieveFromLittleKid: Float
    amountRecieveFromTrendyHandy: Float
    "rupees of GST TCS withheld from the payout (the payment report's, else at the order date's rate); null for a returned line, and in the answer of a write (read the line again)"
    tcs: Float
    "rupees of income-tax TDS withheld from the payout, as tcs"
    tds: Float
    "the payment Difference, as on Reconciliation: amount received − (settlement − TCS − TDS); null unless paid, not returned and with a settlement, and in the answer of a write"
    difference: Float
  }
  "everything filed under one bill date: our documents and the marketplace orders"
  type Bill {
    "the bill date itself (bills are keyed by date)"
    id: ID!
    billDate: String!
    "the tax invoices of the bill date, a page in the order issued (first at most 10000; documentCount says how many)"
    gstInvoice(first: Int = 100, skip: Int = 0): [Invoice!]!
    "the cash memos of the bill date, a page in the order issued (first at most 10000; documentCount says how many)"
    cashMemo(first: Int = 100, skip: Int = 0): [Invoice!]!
    "the purchase bills of the bill date, a page in the order issued (first at most 10000; documentCount says how many)"
    purchase(first: Int = 100, skip: Int = 0): [Invoice!]!
    "the expense bills of the bill date, a page in the order issued (first at most 10000; documentCount says how many)"
    expense(first: Int = 100, skip: Int = 0): [Invoice!]!
    "the credit notes of the bill date, a page in the order issued (first at most 10000; documentCount says how many)"
    creditNote(first: Int = 100, skip: Int = 0): [Invoice!]!
    "how many documents of one kind the bill date has"
    documentCount(kind: InvoiceKind!): Int!
    "the flipkart orders filed under the bill date, a page by order id and SKU (first at most 10000; orderCount says how many)"
    flipkart(first: Int = 100, skip: Int = 0): [BillOrder!]!
    "the amazon orders filed under the bill date, a page by order id and SKU (first at most 10000; orderCount says how many)"
    amazon(first: Int = 100, skip: Int = 0): [BillOrder!]!
    "the meesho orders filed under the bill date, a page by order id and SKU (first at most 10000; orderCount says how many)"
    meesho(first: Int = 100, skip: Int = 0): [BillOrder!]!
    "the littleKid orders filed under the bill date, a page by order id and SKU (first at most 10000; orderCount says how many)"
    littleKid(first: Int = 100, skip: Int = 0): [BillOrder!]!
    "the trendyHandy orders filed under the bill date, a page by order id and SKU (first at most 10000; orderCount says how many)"
    trendyHandy(first: Int = 100, skip: Int = 0): [BillOrder!]!
    "how many orders of one marketplace the bill has"
    orderCount(channel: MarketplaceChannel!): Int!
  }
  input BillWhereInput {
    billDate_gte: String
    billDate_lte: String
  }
  input BillWhereUniqueInput {
    billDate: String!
  }
  enum BillOrderByInput {
    billDate_ASC
    billDate_DESC
  }
  "GSTR-1 Table 13: one row per series"
  type DocumentSeries {
    kind: InvoiceKind!
    label: String!
    firstNumber: String!
    lastNumber: String!
    total: Int!
    cancelled: Int!
  }
  type DocumentDefaults {
    kind: InvoiceKind!
    notes: String!
    term: String!
  }
  input DocumentDefaultsInput {
    kind: InvoiceKind!
    notes: String!
    term: String!
  }
  "who issues the documents: the Seller profile section of the Settings screen (one setting)"
  type SellerProfile {
    businessName: String!
    address: String!
    stateCode: String!
    gstin: String!
    pan: String!
    phone: String!
    email: String!
    bankName: String!
    bankAccountName: String!
    bankAccountNumber: String!
    bankIfsc: String!
    logo: String!
    logoWidth: Int!
    financialYearStartMonth: Int!
    documentDefaults: [DocumentDefaults!]!
    "the optimistic lock of the setting (0: never saved, the defaults are shown)"
    version: Int!
  }
  input SellerProfileInput {
    businessName: String
    address: String
    stateCode: String
    gstin: String
    pan: String
    phone: String
    email: String
    bankName: String
    bankAccountName: String
    bankAccountNumber: String
    bankIfsc: String
    "empty for none, or the url answered by POST /files/logos"
    logo: String
    logoWidth: Int
    financialYearStartMonth: Int
    documentDefaults: [DocumentDefaultsInput!]
  }
  extend type Query {
    "newest bill date first; first up to 1000"
    invoices(where: InvoiceWhereInput, first: Int = 100, skip: Int = 0): [Invoice!]!
    invoiceCount(where: InvoiceWhereInput): Int!
    invoice(where: InvoiceWhereUniqueInput!): Invoice
    "one Bill per bill date that has anything filed; first up to 1000"
    bills(
      where: BillWhereInput
      orderBy: BillOrderByInput = billDate_ASC
      first: Int = 1000
      skip: Int = 0
    ): [Bill!]!
    bill(where: BillWhereUniqueInput!): Bill
    "the documents-issued summary between two bill dates (yyyy-MM-dd)"
    documentsIssued(from: String!, to: String!): [DocumentSeries!]!
    "who issues the documents (any signed-in user reads it; the documents print it)"
    sellerProfile: SellerProfile!
  }
  extend type Mutation {
    saveInvoice(kind: InvoiceKind!, data: InvoiceDocumentInput!): Invoice!
    "ADMIN only; the document stays stored, marked cancelled, and its number is not given again"
    cancelInvoice(where: InvoiceWhereUniqueInput!, reason: String!): Invoice!
    "ADMIN only; changes the fields given. version: the lock the editor started from (refused when someone saved since); without it the current one"
    updateSellerProfile(data: SellerProfileInput!, version: Int): SellerProfile!
  }
`;
