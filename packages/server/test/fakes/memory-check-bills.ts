// The Check Bills reads (modules/reporting/check-bills.repository.ts) over in-memory order lines: the
// same filter and order as the SQL (decisions 112 and 126), for the service's unit tests.
import { withheldTaxPaise } from '@seller-desk/core';
import type { OrderLineRecord } from '../../src/modules/ledger/order-line-record.ts';
import type {
  BillOrderFilter,
  CheckBillsRecord,
  CheckBillsRepository,
} from '../../src/modules/reporting/check-bills.repository.ts';
import type { Bound } from '../../src/shared/unit-of-work.ts';

const byKey = (a: OrderLineRecord, b: OrderLineRecord, keys: (keyof OrderLineRecord)[]) => {
  for (const k of keys) {
    const x = String(a[k]);
    const y = String(b[k]);
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};

/** A line with its withheld tax and Difference, as db/ledger-amounts.ts works them out in SQL. */
function withPayout(l: OrderLineRecord): CheckBillsRecord {
  if (l.isReturn) return { ...l, tcsWithheldPaise: null, tdsWithheldPaise: null, differencePaise: null };
  const computed = withheldTaxPaise(l.channel, l.billDate, l.invoiceAmountPaise, l.gstRate);
  const tcs = l.tcsPaise ?? computed.tcs;
  const tds = l.tdsPaise ?? computed.tds;
  const compared = l.paymentReceived && l.settlementPaise !== null && l.amountReceivedPaise !== null;
  return {
    ...l,
    tcsWithheldPaise: tcs,
    tdsWithheldPaise: tds,
    differencePaise: compared ? l.amountReceivedPaise! - (l.settlementPaise! - tcs - tds) : null,
  };
}

/** `lines` gives the stored lines as they are when a read is made (a fake store's Map, say). */
export function memoryCheckBills(lines: () => Iterable<OrderLineRecord>): Bound<CheckBillsRepository> {
  /** The lines of a Check Bills filter in the database's order: newest bill date first, then by key. */
  const tab = ({ channel, tab, from, to, search }: BillOrderFilter) => {
    const needle = search?.trim().toLowerCase() ?? '';
    return [...lines()]
      .filter(
        (l) =>
          l.channel === channel &&
          l.billDate >= from &&
          l.billDate <= to &&
          (tab !== 'RETURN' || l.isReturn) &&
          (tab !== 'PAYMENT' || l.paymentReceived) &&
          (needle === '' ||
            [l.orderId, l.sku, l.trackingId, l.shipToName].some((v) => v?.toLowerCase().includes(needle))),
      )
      .sort((a, b) => -byKey(a, b, ['billDate']) || byKey(a, b, ['orderId', 'sku', 'id']))
      .map(withPayout);
  };
  return {
    count: async (filter) => tab(filter).length,
    page: async (filter, { first, skip }) => tab(filter).slice(skip, skip + first),
    after: async (filter, after, first) => {
      const all = tab(filter);
      const start = after === null ? 0 : all.findIndex((l) => l.id === after.id) + 1;
      return all.slice(start, start + first);
    },
  };
}
