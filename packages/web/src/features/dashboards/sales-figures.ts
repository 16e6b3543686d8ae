// The dashboards' figures (docs/dashboards.md; decision 265): each tile's title, how its value reads, and
// what it counts, said when the tile is hovered or tapped. The words are core's field dictionary's, as
// the Profit per SKU grid and its CSV take them (decision 381).
import { BUSINESS_NET_FIELDS, SALES_FIELDS, type FieldEntry } from '@seller-desk/core';
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

/** A figure as core's field dictionary names and explains it (decision 381); its unit says how it reads. */
const figure = <T>(entry: FieldEntry & { name: keyof T & string }): SalesFigure<T> => ({
  field: entry.name,
  title: entry.label,
  kind: entry.unit === '₹' ? 'money' : entry.unit === '%' ? 'percent' : 'count',
  help: entry.help,
});

const salesFigures = (names: readonly (keyof typeof SALES_FIELDS)[]): readonly SalesFigure[] =>
  names.map((name) => figure<SalesSummary>(SALES_FIELDS[name]));

export const SALE_FIGURES = salesFigures([
  'orders',
  'units',
  'revenue',
  'marketplaceFees',
  'settlement',
  'tcs',
  'tds',
  'purchaseCost',
  'returnCost',
  'rtoReturns',
  'netProfit',
  'returnRate',
]);

export const PAYMENT_FIGURES = salesFigures(['paidLines', 'received', 'expectedPayout', 'difference']);

/** The business's net as the profit page's tiles show it (decision 340). */
export const BUSINESS_NET_FIGURES: readonly SalesFigure<BusinessNetSummary>[] = Object.values(
  BUSINESS_NET_FIELDS,
).map((entry) => figure<BusinessNetSummary>(entry));

/** A figure's value as a tile writes it: ₹ with Indian grouping, a count, a percentage; "–" for none. */
export function figureText<T>(figure: SalesFigure<T>, s: T): string {
  const value = s[figure.field];
  if (value === null || typeof value !== 'number') return '–';
  if (figure.kind === 'money') return formatRupees(value);
  if (figure.kind === 'percent') return `${formatNumber(Math.round(value * 1000) / 10)} %`;
  return formatNumber(value);
}
