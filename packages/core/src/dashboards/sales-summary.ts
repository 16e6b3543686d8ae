// What a dashboard's tiles count (docs/dashboards.md): the sums the read model's SQL gives for a range of
// order lines, in paise, and the figures worked out from them (net profit, return rate). The SQL sums;
// the rules of what a figure means are here, once, for the server and the tiles' explanations.

/** The sums over a range's order lines (modules/reporting, dashboards.repository.ts), money in paise. */
export interface SalesSums {
  /** distinct orders (channel and order id) */
  orders: number;
  /** order lines (an order id and SKU each) */
  lines: number;
  units: number;
  /** the invoice amounts of every line sold, returned or not */
  revenuePaise: number;
  /** our fee model's marketplace fees, GST on the fees included */
  feesPaise: number;
  /** our fee model's settlement */
  settlementPaise: number;
  purchaseCostPaise: number;
  /** TCS and TDS withheld on the lines not returned: the payment report's, else at the dated rates */
  tcsPaise: number;
  tdsPaise: number;
  /** the fee model's profit of the lines not returned */
  keptProfitPaise: number;
  returns: number;
  returnedUnits: number;
  /** returns the courier brought back undelivered (return to origin) */
  rtoReturns: number;
  /** the listing's Return Cost for each unit returned; none for a line sold without a listing */
  returnCostPaise: number;
  paidLines: number;
  /** what the payments recorded add up to, returned lines included (the Payment tab's lines) */
  receivedPaise: number;
  /** of the paid lines not returned: settlement − TCS − TDS, and received − that (reconciliation's Difference) */
  expectedPayoutPaise: number;
  differencePaise: number;
}

export const NO_SALES: SalesSums = {
  orders: 0,
  lines: 0,
  units: 0,
  revenuePaise: 0,
  feesPaise: 0,
  settlementPaise: 0,
  purchaseCostPaise: 0,
  tcsPaise: 0,
  tdsPaise: 0,
  keptProfitPaise: 0,
  returns: 0,
  returnedUnits: 0,
  rtoReturns: 0,
  returnCostPaise: 0,
  paidLines: 0,
  receivedPaise: 0,
  expectedPayoutPaise: 0,
  differencePaise: 0,
};

/** Two sums added, field by field (a range's channels into the range, days into a week); only the sums. */
export function addSales(a: SalesSums, b: SalesSums): SalesSums {
  const out = { ...NO_SALES };
  for (const key of Object.keys(NO_SALES) as (keyof SalesSums)[]) out[key] = a[key] + b[key];
  return out;
}

/**
 * Net profit: the fee model's profit of the lines that were not returned, less the return cost of
 * those that were (decision 265). A returned line earned nothing and cost its Return Cost.
 */
export const netProfitPaise = (s: Pick<SalesSums, 'keptProfitPaise' | 'returnCostPaise'>): number =>
  s.keptProfitPaise - s.returnCostPaise;

/** Units returned per unit sold, as a fraction (0.125 is 12.5 %); null when nothing sold. */
export const returnRate = (s: Pick<SalesSums, 'units' | 'returnedUnits'>): number | null =>
  s.units === 0 ? null : s.returnedUnits / s.units;

/**
 * A return to origin (RTO): the courier brought the parcel back undelivered. Flipkart's
 * `courier_return` and any type naming RTO (Meesho's `RTO_COMPLETE`, an own store's "RTO"), any case.
 * The read model's SQL matches the same: a type equal to one of `exact`, or containing `contains`.
 */
export const RTO_RETURN_TYPES = { exact: ['courier_return'], contains: 'rto' } as const;

export function isRtoReturn(returnType: string | null): boolean {
  if (returnType === null) return false;
  const t = returnType.trim().toLowerCase();
  return (RTO_RETURN_TYPES.exact as readonly string[]).includes(t) || t.includes(RTO_RETURN_TYPES.contains);
}

/** The age bands of the lines awaiting payment, by days since the order date: 0–15, 16–30, 31–60, over 60. */
export const AWAITING_PAYMENT_BANDS: readonly { fromDays: number; toDays: number | null }[] = [
  { fromDays: 0, toDays: 15 },
  { fromDays: 16, toDays: 30 },
  { fromDays: 31, toDays: 60 },
  { fromDays: 61, toDays: null },
];

/** A band as a tile writes it: "0–15 days", "over 60 days". */
export const awaitingBandLabel = (b: { fromDays: number; toDays: number | null }): string =>
  b.toDays === null ? `over ${b.fromDays - 1} days` : `${b.fromDays}–${b.toDays} days`;
