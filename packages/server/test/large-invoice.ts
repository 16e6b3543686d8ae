/**
 * A tax invoice of `lines` lines as the invoice form sends it: the heavy PDF of issue 43 (a 500-line
 * invoice took 4.8 s of the server's thread). Shared by the database test and the /healthz bench.
 */
export const invoiceWithLines = (lines: number) => ({
  clientName: 'Asha Traders',
  clientAddress: '4 Chandni Chowk\nDelhi 110006',
  gst: '07ABGCS4796R1Z8',
  invoiceDate: '2026-11-22',
  productLines: Array.from({ length: lines }, (_, i) => ({
    description: `Cotton blanket, double bed, design ${i + 1}`,
    quantity: 1 + (i % 3),
    unit: 'PCS',
    rate: 499.5 + i,
    gst: i % 2 ? 12 : 5,
    hsnCode: i % 2 ? '6301' : '6302',
  })),
});
