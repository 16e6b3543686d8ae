import crypto from 'node:crypto';
import { computeInvoice, type InvoiceDocument } from '@seller-desk/core';
import type { App } from '../src/app.ts';
import type { OrderLineValues } from '../src/modules/ledger/order-line-record.ts';
import type { Agent } from './test-app.ts';

let n = 0;

/** A valid product input; override any field. */
export function productInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  n++;
  return {
    productName: `Product ${String(n).padStart(5, '0')}`,
    purchaseCost: 120.5,
    stock: 10,
    gst: 18,
    hsnCode: '3924',
    productImage: [],
    searchKeyword: ['kitchen'],
    amazonKeyword: 'bottle',
    productLength: 10,
    breadth: 5,
    height: 20,
    weight: 0.4,
    rackNo: 'A1',
    forSale: false,
    ...overrides,
  };
}

export const PRODUCT_FIELDS = `id productName purchaseCost stock unit gst hsnCode productImage img searchKeyword amazonKeyword
  productLength breadth height weight rackNo forSale stage publishedAt updatedAt version`;

export async function createProduct(agent: Agent, overrides: Record<string, unknown> = {}) {
  const r = await agent.gql<{ createProduct: Record<string, unknown> & { id: string; version: number } }>(
    `mutation($data: ProductInput!) { createProduct(data: $data) { ${PRODUCT_FIELDS} } }`,
    { data: productInput(overrides) },
  );
  if (!r.data) throw new Error(`createProduct failed: ${JSON.stringify(r.errors)}`);
  return r.data.createProduct;
}

/**
 * A product whose name another product has but for case, as a database kept from before decision 172
 * may hold one (the API refuses such a name now): made under another name, then renamed in the table.
 */
export async function storeNameTakenButForCase(t: { app: App; user: Agent }, productName: string) {
  const p = await createProduct(t.user, { productName: `${productName} (made before decision 172)` });
  await t.app.database.db
    .updateTable('products')
    .set({ product_name: productName })
    .where('id', '=', p.id)
    .execute();
  return p;
}

/** The five listing channels as the API names them (type prefix, list field, Product field). */
export const LISTING_CHANNELS = [
  {
    name: 'Flipkart',
    list: 'flipkartListings',
    productField: 'flipkartListings',
    category: 'flipkartProductCategory',
    shipping: true,
  },
  {
    name: 'Amazon',
    list: 'amazonListings',
    productField: 'amazonListing',
    category: 'amazonProductCategory',
    shipping: true,
  },
  { name: 'Meesho', list: 'meeshoListings', productField: 'meeshoListings', category: null, shipping: false },
  {
    name: 'LittleKid',
    list: 'littleKidListings',
    productField: 'littleKidListings',
    category: null,
    shipping: true,
  },
  {
    name: 'TrendyHandy',
    list: 'trendyHandyListings',
    productField: 'trendyHandyListings',
    category: null,
    shipping: true,
  },
] as const;
export type ListingChannelCase = (typeof LISTING_CHANNELS)[number];

export const SLAB_FIELDS = 'from to precent';
export const FLIPKART_CATEGORY_FIELDS = `id name commissionPercent { ${SLAB_FIELDS} } fixedFeePercent { ${SLAB_FIELDS} }
  collectionFeePercent { ${SLAB_FIELDS} } listingCount stage publishedAt updatedAt version`;
export const AMAZON_CATEGORY_FIELDS = `id name referalFeePercent { ${SLAB_FIELDS} } listingCount stage publishedAt updatedAt version`;

/** Creates a category of the kind ('Flipkart' | 'Amazon') through the API. */
export async function createCategory(
  agent: Agent,
  kind: 'Flipkart' | 'Amazon',
  data: Record<string, unknown> = {},
): Promise<{ id: string; name: string; version: number; listingCount: number } & Record<string, unknown>> {
  n++;
  const fields = kind === 'Flipkart' ? FLIPKART_CATEGORY_FIELDS : AMAZON_CATEGORY_FIELDS;
  const r = await agent.gql<Record<string, never>>(
    `mutation($data: ${kind}ProductCategoryInput!) { create${kind}ProductCategory(data: $data) { ${fields} } }`,
    { data: { name: `Category ${n}`, ...data } },
  );
  if (!r.data) throw new Error(`create${kind}ProductCategory failed: ${JSON.stringify(r.errors)}`);
  return r.data[`create${kind}ProductCategory`]!;
}

/** The stored fields of a listing and its links, for selections in tests. */
export const listingFields = (c: ListingChannelCase) =>
  `id sno skuid listingPrice profit packing advertisingCost returnCost discount productLength breadth height weight
   ${c.shipping ? 'shippingFee' : ''} products { id } ${c.category ? `${c.category} { id name }` : ''}
   stage publishedAt updatedAt version`;

/** Creates a listing on the channel through the API; `data` is merged over a valid input. */
export async function createListing(
  agent: Agent,
  c: ListingChannelCase,
  data: Record<string, unknown> = {},
  select = listingFields(c),
): Promise<{ id: string; sno: number; skuid: string; version: number } & Record<string, unknown>> {
  n++;
  const r = await agent.gql<Record<string, never>>(
    `mutation($data: ${c.name}ListingInput!) { create${c.name}Listing(data: $data) { ${select} } }`,
    {
      data: {
        skuid: `SKU-${n}`,
        listingPrice: 499,
        profit: 40,
        packing: 10,
        advertisingCost: 5,
        returnCost: 15,
        discount: 0,
        ...(c.shipping ? { shippingFee: 60 } : {}),
        ...data,
      },
    },
  );
  if (!r.data) throw new Error(`create${c.name}Listing failed: ${JSON.stringify(r.errors)}`);
  return r.data[`create${c.name}Listing`]!;
}

/**
 * The listing the marketplace report tests sell: Flipkart SKU KIDS-SET-01 at ₹499 of a product costing
 * ₹180 at 5 % GST, in a category of docs/fee-model.md's worked example (settlement ₹328.06).
 */
export async function createKidsSetListing(agent: Agent) {
  const product = await createProduct(agent, { purchaseCost: 180, gst: 5 });
  const category = await createCategory(agent, 'Flipkart', {
    commissionPercent: [{ from: 300, to: 500, precent: 12 }],
    fixedFeePercent: [{ from: 300, to: 500, precent: 15 }],
    collectionFeePercent: [{ from: 0, to: 750, precent: 2 }],
  });
  return createListing(agent, LISTING_CHANNELS[0], {
    skuid: 'KIDS-SET-01',
    listingPrice: 499,
    products: { connect: [{ id: product.id }] },
    flipkartProductCategory: { connect: { id: category.id } },
  });
}

/**
 * Puts a tax invoice into the database as an earlier version of the app stored it: `doc` as it was
 * saved then (without the fields added since), its sums from core's computeInvoice, the current seller
 * profile, intra-state to Maharashtra (27). Gives its id. For the tests of documents stored before a change.
 */
export async function insertInvoiceAsStored(app: App, doc: InvoiceDocument): Promise<string> {
  const sums = computeInvoice('GST_INVOICE', doc, '27');
  const seller = (await app.services.invoices.sellerProfile()) as unknown;
  const id = crypto.randomUUID();
  await app.database.db
    .insertInto('invoices')
    .values({
      id,
      kind: 'GST_INVOICE',
      invoice_number: 'AE201126001',
      sequence: 1,
      bill_date: doc.invoiceDate,
      financial_year: '2026-27',
      client_name: doc.clientName,
      client_gstin: null,
      place_of_supply: '27',
      subtotal_paise: sums.subtotalPaise,
      cgst_paise: sums.cgstPaise,
      sgst_paise: sums.sgstPaise,
      igst_paise: sums.igstPaise,
      tax_total_paise: sums.taxTotalPaise,
      total_paise: sums.totalPaise,
      document: JSON.stringify(doc),
      seller: JSON.stringify(seller),
      against_invoice_id: null,
      cancelled_at: null,
      cancelled_by: null,
      cancel_reason: null,
      created_at: '2026-11-20T09:00:00.000Z',
      created_by: null,
    })
    .execute();
  return id;
}

/**
 * A stored order line's values with its id: a Flipkart line of SKU S for ₹499, one piece, every other
 * column as the table leaves it (no listing, nothing priced, not returned, not paid); override any field.
 * The database tests insert it with the ledger's insertNew, the in-memory ledger starts from it.
 */
export function orderLineValues(v: Partial<OrderLineValues> = {}): OrderLineValues & { id: string } {
  n++;
  return {
    id: crypto.randomUUID(),
    channel: 'flipkart',
    orderId: `OD${String(n).padStart(6, '0')}`,
    sku: 'S',
    billDate: '2026-09-01',
    listingId: null,
    invoiceAmountPaise: 49900,
    quantity: 1,
    shipToName: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    state: null,
    pinCode: null,
    trackingId: null,
    email: null,
    phone: null,
    marketplaceInvoiceNo: null,
    buyerGstin: null,
    marketplaceInvoiceDate: null,
    cgstRate: null,
    sgstRate: null,
    igstRate: null,
    gstRate: null,
    purchaseCostPaise: null,
    settlementPaise: null,
    marketplaceFeePaise: null,
    profitPaise: null,
    saleType: null,
    isReturn: false,
    returnType: null,
    returnDate: null,
    pysicallyRecieved: false,
    podRequestTickeetId: null,
    condition: null,
    damageDescription: null,
    claimId: null,
    claimResult: null,
    paymentReceived: false,
    paymentDate: null,
    amountReceivedPaise: null,
    reportedSalePaise: null,
    reportedFeesPaise: null,
    reportedFeeLines: null,
    tcsPaise: null,
    tdsPaise: null,
    ...v,
  };
}
