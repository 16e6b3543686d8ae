import EditNoteIcon from '@mui/icons-material/EditNote';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import type { BillOrderRow } from '../api/get-bill-orders.ts';
import type { BillOrderTab } from '../bills-screens.ts';

type Column = GridColDef<BillOrderRow>;

const money = (field: string, headerName: string, width = 130): Column => ({
  field,
  headerName,
  type: 'number',
  width,
  valueFormatter: (value: number | null) => formatRupees(value),
});

const date = (field: string, headerName: string): Column => ({
  field,
  headerName,
  width: 120,
  valueFormatter: (value: string | null) => formatDate(value),
});

const text = (field: string, headerName: string, width = 150): Column => ({ field, headerName, width });

/** Received − expected settlement, when both are known (negative: paid less than our fee model expected). */
export function paymentDifference(row: Pick<BillOrderRow, 'settlement' | 'amountReceived'>): number | null {
  if (row.settlement === null || row.amountReceived === null) return null;
  return Math.round((row.amountReceived - row.settlement) * 100) / 100;
}

const LINE: Column[] = [
  date('orderedOn', 'Bill Date'),
  text('orderId', 'Order ID', 190),
  text('sku', 'SKU', 160),
];

/**
 * The columns of each tab (docs/screens.md, Check Bills). Sorting and filtering are off: the server
 * pages the lines in one order (newest bill date first), so a sort would only reorder the page shown.
 */
export function billOrderColumns(tab: BillOrderTab, onEditFollowUp: (row: BillOrderRow) => void): Column[] {
  const columns: Column[] =
    tab === 'SALE'
      ? [
          ...LINE,
          { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
          money('invoiceAmount', 'Invoice Amount'),
          money('purchaseCost', 'Purchase Cost'),
          money('marketplaceFee', 'Marketplace Fee', 150),
          money('settlement', 'Settlement'),
          money('profit', 'Profit', 110),
          text('saleType', 'Sale Type', 100),
          text('shipToName', 'Ship To', 160),
          text('city', 'City', 120),
          text('trackingID', 'Tracking ID', 170),
        ]
      : tab === 'RETURN'
        ? [
            {
              field: 'actions',
              type: 'actions',
              headerName: 'Follow-up',
              width: 90,
              getActions: ({ row }) => [
                <GridActionsCellItem
                  key="edit"
                  icon={<EditNoteIcon />}
                  label={`Edit the follow-up of ${row.orderId}`}
                  onClick={() => onEditFollowUp(row)}
                />,
              ],
            },
            ...LINE,
            text('returnType', 'Return Type', 160),
            date('returnDate', 'Return Date'),
            {
              field: 'pysicallyRecieved',
              headerName: 'Physically Received',
              width: 165,
              valueFormatter: (value: boolean | null) => (value ? 'Yes' : 'No'),
            },
            text('podRequestTickeetId', 'POD Ticket', 140),
            text('condition', 'Condition', 130),
            text('damageDescription', 'Damage Description', 200),
            text('claimId', 'Claim ID', 140),
            text('claimResult', 'Claim Result', 160),
          ]
        : [
            ...LINE,
            date('paymentDate', 'Payment Date'),
            money('settlement', 'Settlement (expected)', 190),
            money('amountReceived', 'Amount Received', 150),
            {
              ...money('difference', 'Difference', 120),
              valueGetter: (_value, row) => paymentDifference(row),
              cellClassName: ({ value }) => (typeof value === 'number' && value < 0 ? 'amount-short' : ''),
            },
          ];
  return columns.map((c) => ({ ...c, sortable: false, filterable: false }));
}
