// The fields of an order line (sale, return, payment: docs/ledger.md) and of a bill's inputs
// (docs/billing.md). Labels are the Check Bills and Reconciliation column titles (decision 376).
import { ROW_NUMBER, defineFields } from './field.ts';

export const ORDER_LINE_FIELDS = defineFields({
  sno: ROW_NUMBER,
  orderedOn: { label: 'Bill Date', help: 'The date the line was billed on' },
  orderId: { label: 'Order ID', help: 'The marketplace’s order number' },
  sku: { label: 'SKU', help: 'The SKU the report gives the line' },
  quantity: { label: 'Qty', help: 'Units sold on the line' },
  invoiceAmount: { label: 'Invoice Amount', unit: '₹', help: 'What the buyer was invoiced' },
  purchaseCost: { label: 'Purchase Cost', unit: '₹', help: 'What the units sold cost to buy' },
  marketplaceFee: { label: 'Marketplace Fee', unit: '₹', help: 'The fees the fee model charges the line' },
  settlement: { label: 'Settlement', unit: '₹', help: 'What the marketplace should pay for the line' },
  profit: { label: 'Profit', unit: '₹', help: 'Settlement less purchase cost and the listing’s costs' },
  isReturn: { label: 'Returned', help: 'A return report named the line' },
  returnDate: { label: 'Return Date', help: 'When the buyer returned the order' },
  pysicallyRecieved: { label: 'Physically Received', help: 'The returned parcel reached the seller' },
  podRequestTickeetId: { label: 'POD Ticket', help: 'The claim ticket for a proof of delivery' },
  paymentReceived: { label: 'Paid', help: 'A payment report paid the line' },
  paymentDate: { label: 'Payment Date', help: 'When the marketplace paid the line' },
  amountReceived: { label: 'Amount Received', unit: '₹', help: 'What the marketplace paid for the line' },
  reportedFeeLines: { label: 'Reported Fee Lines', help: 'The fees the payment report listed' },
  removedPayment: { label: 'Payment Removed', help: 'A payment taken off the line, and why' },
  removalReason: { label: 'Why Removed', help: 'Why a payment was taken off the line' },
  acceptedDifferencePaise: {
    label: 'Accepted Difference',
    unit: '₹',
    help: 'A payment difference let stand',
  },
  acceptedReason: { label: 'Why Accepted', help: 'Why a payment difference was let stand' },
});

export const BILL_FIELDS = defineFields({
  invoiceNumber: { label: 'Number', help: 'The document’s number in its series' },
  clientName: { label: 'Client name', help: 'Who the document is made out to' },
  clientAddress: { label: 'Client address', help: 'The billing address of the client' },
  productLines: { label: 'Product lines', help: 'The goods the document bills' },
  description: { label: 'Description', help: 'What a line bills' },
  quantity: { label: 'Quantity', help: 'Units on a line' },
  rate: { label: 'Rate', unit: '₹', help: 'The price of one unit' },
  courier: { label: 'Courier', unit: '₹', help: 'The courier charge' },
  packingTransportation: { label: 'Packing and transportation', unit: '₹', help: 'Packing and carriage' },
  total: { label: 'Total', unit: '₹', help: 'What the document comes to' },
});
