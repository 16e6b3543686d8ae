// The dashboards' figures (docs/dashboards.md; decision 265): each tile's title, how its value reads, and
// what it counts, said when the tile is hovered or tapped. One table for the channel tiles, the overview's
// rows and the SKU table's headers.
import { PAYMENT_DIFFERENCE_HINT } from '@seller-desk/core';
import { formatNumber, formatRupees } from '../../lib/format.ts';
import type { BusinessNetSummary, SalesSummary } from './api/get-sales.ts';

/** A tile's figure of a row of sums (a SalesSummary unless said). */
export interface SalesFigure<T = SalesSummary> {
  field: keyof T & string;
  title: string;
  kind: 'money' | 'count' | 'percent';
  /** What the figure counts, for people. */
  help: string;
}

const f = (
  field: keyof SalesSummary,
  title: string,
  kind: SalesFigure['kind'],
  help: string,
): SalesFigure => ({
  field,
  title,
  kind,
  help,
});

export const SALE_FIGURES: readonly SalesFigure[] = [
  f('orders', 'Orders', 'count', 'Orders billed in these dates (an order of several SKUs counts once)'),
  f('units', 'Units', 'count', 'Units sold in these dates, returned or not'),
  f('revenue', 'Revenue', 'money', 'Invoice amounts of every line sold in these dates, returned or not'),
  f(
    'marketplaceFees',
    'Marketplace fees',
    'money',
    "Our fee model's marketplace fees, GST on the fees included",
  ),
  f('settlement', 'Settlement', 'money', "Our fee model's settlement of every line sold"),
  f(
    'tcs',
    'TCS withheld',
    'money',
    "GST TCS on the lines not returned: the payment report's, else at the order date's rate",
  ),
  f(
    'tds',
    'TDS withheld',
    'money',
    "Income-tax TDS on the lines not returned: the payment report's, else at the order date's rate",
  ),
  f('purchaseCost', 'Purchase cost', 'money', 'Purchase cost of every unit sold'),
  f(
    'returnCost',
    'Return cost',
    'money',
    "Each returned unit's listing Return Cost (none for a line sold without a listing)",
  ),
  f('rtoReturns', 'RTO', 'count', 'Returns to origin: Courier return (RTO), RTO complete'),
  f(
    'netProfit',
    'Net profit',
    'money',
    "The fee model's profit of the lines not returned, less the return cost",
  ),
  f('returnRate', 'Return rate', 'percent', 'Units returned per unit sold'),
];

export const PAYMENT_FIGURES: readonly SalesFigure[] = [
  f('paidLines', 'Paid lines', 'count', 'Lines with a payment recorded, returned ones included'),
  f('received', 'Received', 'money', 'What the payments recorded add up to, returned lines included'),
  f('expectedPayout', 'Expected payout', 'money', 'Of the paid lines not returned: settlement − TCS − TDS'),
  f('difference', 'Difference', 'money', `Of the paid lines not returned: ${PAYMENT_DIFFERENCE_HINT}`),
];

/** The business's net as the profit page's tiles show it (decision 340). */
export const BUSINESS_NET_FIGURES: readonly SalesFigure<BusinessNetSummary>[] = [
  {
    field: 'marketplaceNetProfit',
    title: 'Marketplace net',
    kind: 'money',
    help: "Every channel's net profit in these dates (the fee model's profit less the return cost)",
  },
  {
    field: 'ownStoreSales',
    title: 'Own-store sales',
    kind: 'money',
    help: 'Our tax invoices and cash memos dated in these dates, without GST; cancelled ones left out',
  },
  {
    field: 'creditNotes',
    title: 'Credit notes',
    kind: 'money',
    help: 'Our credit notes dated in these dates, without GST: own-store sales given back',
  },
  {
    field: 'purchases',
    title: 'Purchase bills',
    kind: 'money',
    help: 'The purchase bills dated in these dates, without GST',
  },
  {
    field: 'expenses',
    title: 'Expense bills',
    kind: 'money',
    help: 'The expense bills dated in these dates, without GST',
  },
  {
    field: 'net',
    title: 'Business net',
    kind: 'money',
    help: 'Marketplace net profit + own-store sales − credit notes − purchase bills − expense bills',
  },
];

/** A figure's value as a tile writes it: ₹ with Indian grouping, a count, a percentage; "–" for none. */
export function figureText<T>(figure: SalesFigure<T>, s: T): string {
  const value = s[figure.field];
  if (value === null || typeof value !== 'number') return '–';
  if (figure.kind === 'money') return formatRupees(value);
  if (figure.kind === 'percent') return `${formatNumber(Math.round(value * 1000) / 10)} %`;
  return formatNumber(value);
}
