// The dashboards' figures (docs/dashboards.md): the sums of a range's order lines and the business's
// net, as the tiles, the Profit per SKU grid and its CSV name them. Title Case, as every grid titles its
// columns: a tile's caption is the figure's name, the same words as its column (decision 381).
import { defineFields } from './field.ts';
import { ORDER_LINE_FIELDS } from './ledger-fields.ts';

export const SALES_FIELDS = defineFields({
  orders: { label: 'Orders', help: 'Orders billed in these dates (an order of several SKUs counts once)' },
  units: { label: 'Units Sold', help: 'Units sold in these dates, returned or not' },
  returnedUnits: { label: 'Units Returned', help: 'Units sold in these dates that were returned' },
  revenue: {
    label: 'Revenue',
    unit: '₹',
    help: 'Invoice amounts of every line sold in these dates, returned or not',
  },
  marketplaceFees: {
    label: 'Marketplace Fees',
    unit: '₹',
    help: 'Our fee model’s marketplace fees, GST on the fees included',
  },
  settlement: { label: 'Settlement', unit: '₹', help: 'Our fee model’s settlement of every line sold' },
  tcs: {
    label: 'TCS Withheld',
    unit: '₹',
    help: 'GST TCS on the lines not returned: the payment report’s, else at the order date’s rate',
  },
  tds: {
    label: 'TDS Withheld',
    unit: '₹',
    help: 'Income-tax TDS on the lines not returned: the payment report’s, else at the order date’s rate',
  },
  purchaseCost: { label: 'Purchase Cost', unit: '₹', help: 'Purchase cost of every unit sold' },
  returnCost: {
    label: 'Return Cost',
    unit: '₹',
    help: 'Each returned unit’s listing Return Cost (none for a line sold without a listing)',
  },
  rtoReturns: { label: 'RTO', help: 'Returns to origin: Courier return (RTO), RTO complete' },
  netProfit: {
    label: 'Net Profit',
    unit: '₹',
    help: 'The fee model’s profit of the lines not returned, less the return cost',
  },
  returnRate: { label: 'Return Rate', unit: '%', help: 'Units returned per unit sold' },
  paidLines: { label: 'Paid Lines', help: 'Lines with a payment recorded, returned ones included' },
  received: {
    label: 'Received',
    unit: '₹',
    help: 'What the payments recorded add up to, returned lines included',
  },
  expectedPayout: {
    label: 'Expected Payout',
    unit: '₹',
    help: 'Of the paid lines not returned: settlement − TCS − TDS',
  },
  difference: {
    label: 'Difference',
    unit: '₹',
    help: `Of the paid lines not returned: ${ORDER_LINE_FIELDS.difference.help}`,
  },
});

/** The business's net as the profit page's tiles show it (decision 340). */
export const BUSINESS_NET_FIELDS = defineFields({
  marketplaceNetProfit: {
    label: 'Marketplace Net',
    unit: '₹',
    help: 'Every channel’s net profit in these dates (the fee model’s profit less the return cost)',
  },
  ownStoreSales: {
    label: 'Own-Store Sales',
    unit: '₹',
    help: 'Our tax invoices and cash memos dated in these dates, without GST; cancelled ones left out',
  },
  creditNotes: {
    label: 'Credit Notes',
    unit: '₹',
    help: 'Our credit notes dated in these dates, without GST: own-store sales given back',
  },
  purchases: {
    label: 'Purchase Bills',
    unit: '₹',
    help: 'The purchase bills dated in these dates, without GST',
  },
  expenses: {
    label: 'Expense Bills',
    unit: '₹',
    help: 'The expense bills dated in these dates, without GST',
  },
  net: {
    label: 'Business Net',
    unit: '₹',
    help: 'Marketplace net profit + own-store sales − credit notes − purchase bills − expense bills',
  },
});
