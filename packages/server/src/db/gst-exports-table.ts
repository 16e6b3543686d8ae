// The GSTR-1 exports table (migration 029), added to the Database interface from here: types.ts is at
// its 400 lines.
import type { Generated } from 'kysely';

/** A GSTR-1 export (issue 37): the period, the file's format and its totals per section (JSON). */
export interface GstExportsTable {
  id: string;
  /** "2026-08", "2026-Q2" */
  period: string;
  format: 'json' | 'xlsx';
  totals: string;
  created_at: string;
  created_by: string | null;
  /** the last event-date change (gst_line_date_changes.seq) the export had seen (migration 046) */
  changes_seen: number | string;
}

declare module './types.ts' {
  interface Database {
    gst_exports: GstExportsTable;
    gst_line_date_changes: GstLineDateChangesTable;
    sales_not_stored: SalesNotStoredTable;
    gst_withholding_credits: GstWithholdingCreditsTable;
  }
}

/**
 * A change of an order line's event date (migration 046, written by the database's trigger): +1 its bill
 * date, −1 its return date (null while it is no return), numbered in order.
 */
export interface GstLineDateChangesTable {
  seq: Generated<number>;
  order_line_id: string;
  sign: number;
  old_date: string | null;
  new_date: string | null;
}

/** A sale row an upload stored no line for (migration 039), kept until a line of its key is stored. */
export interface SalesNotStoredTable {
  channel: string;
  order_id: string;
  sku: string;
  bill_date: string;
  invoice_amount_paise: number | string;
  quantity: number;
  marketplace_invoice_no: string | null;
  reason: string;
  stored_file_id: string | null;
  file_line: number;
  created_at: string;
  created_by: string | null;
}

/** What the portal shows as credited per marketplace and month (migration 040). */
export interface GstWithholdingCreditsTable {
  channel: string;
  month: string;
  tcs_credited_paise: number | string | null;
  tds_credited_paise: number | string | null;
  updated_at: string;
  updated_by: string | null;
}
