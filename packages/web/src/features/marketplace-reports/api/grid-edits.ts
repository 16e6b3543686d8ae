// Rows edited in the "Valid SKU Invoices" grid before upload (docs/ledger.md, Screens): after the
// file is stored, each edited line is sent through updateBill under its bill date, with only the
// fields that were changed (updateBill leaves every other field, and every other line, as it is).
import type { Channel } from '@seller-desk/core';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { graphql } from '../../../lib/gql/index.ts';
import type { BillInput, BillOrderInput } from '../../../lib/gql/graphql.ts';
import type { SaleRow } from './upload-report.ts';

/** The columns of the sale grid a person may correct before uploading. */
const EDITABLE_SALE_FIELDS = ['shipToName', 'city', 'state', 'pinCode', 'trackingID'] as const;
type EditableField = (typeof EDITABLE_SALE_FIELDS)[number];

export const saleGridRowId = (r: Pick<SaleRow, 'orderId' | 'sku'>) => `${r.orderId}|${r.sku}`;

const UpdateBillFromGrid = graphql(`
  mutation UpdateBillFromGrid($billDate: String!, $data: BillInput!) {
    updateBill(where: { billDate: $billDate }, data: $data) {
      id
    }
  }
`);

/** The updateBill calls for the edited rows: one per bill date, the changed fields of each line. */
export function billEditsOf(
  channel: Channel,
  original: readonly SaleRow[],
  edited: ReadonlyMap<string, SaleRow>,
): { billDate: string; data: BillInput }[] {
  const byDate = new Map<string, BillOrderInput[]>();
  for (const row of original) {
    const now = edited.get(saleGridRowId(row));
    if (!now) continue;
    const changed: Partial<Record<EditableField, string | null>> = {};
    for (const field of EDITABLE_SALE_FIELDS) {
      const value = now[field]?.trim() || null;
      if (value !== (row[field] ?? null)) changed[field] = value;
    }
    if (Object.keys(changed).length === 0) continue;
    const lines = byDate.get(row.orderedOn) ?? [];
    lines.push({ orderId: row.orderId, sku: row.sku, ...changed });
    byDate.set(row.orderedOn, lines);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([billDate, lines]) => ({ billDate, data: { [channel]: lines } }));
}

/** Sends the edits; answers how many lines were updated. */
export async function saveSaleGridEdits(
  channel: Channel,
  original: readonly SaleRow[],
  edited: ReadonlyMap<string, SaleRow>,
): Promise<number> {
  let lines = 0;
  for (const call of billEditsOf(channel, original, edited)) {
    await graphqlRequest(UpdateBillFromGrid, call);
    lines += call.data[channel]?.length ?? 0;
  }
  return lines;
}
