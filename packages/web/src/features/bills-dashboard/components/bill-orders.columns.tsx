import EditNoteIcon from '@mui/icons-material/EditNote';
import HistoryIcon from '@mui/icons-material/History';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import IconButton from '@mui/material/IconButton';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { CHECK_BILLS_COLUMNS, checkBillsValue, type CheckBillsColumn } from '@seller-desk/core';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import { historyPath } from '../../../lib/history-link.ts';
import type { BillOrderRow } from '../api/get-bill-orders.ts';
import type { BillOrderTab } from '../bills-screens.ts';

type Column = GridColDef<BillOrderRow>;

/** Each column's width on screen; its title, kind and value come from core's CHECK_BILLS_COLUMNS. */
const WIDTH: Partial<Record<CheckBillsColumn['field'], number>> = {
  orderId: 190,
  sku: 160,
  quantity: 70,
  marketplaceFee: 150,
  profit: 110,
  saleType: 100,
  shipToName: 160,
  city: 120,
  trackingID: 170,
  returnType: 160,
  pysicallyRecieved: 165,
  podRequestTickeetId: 140,
  condition: 130,
  damageDescription: 200,
  claimId: 140,
  claimResult: 160,
  settlement: 130,
  amountReceived: 150,
  difference: 120,
};

function gridColumn(column: CheckBillsColumn, tab: BillOrderTab): Column {
  const base: Column = {
    field: column.field,
    headerName: column.title,
    width: WIDTH[column.field] ?? (column.kind === 'date' ? 120 : column.kind === 'money' ? 130 : 150),
    valueGetter: (_value, row) => checkBillsValue(row, column),
  };
  // Payment titles it "Settlement (expected)"
  if (tab === 'PAYMENT' && column.field === 'settlement') base.width = 190;
  switch (column.kind) {
    case 'money':
      return {
        ...base,
        type: 'number',
        valueFormatter: (value: number | null) => formatRupees(value),
        cellClassName: ({ value }) =>
          column.field === 'difference' && typeof value === 'number' && value < 0 ? 'amount-short' : '',
      };
    case 'count':
      return { ...base, type: 'number' };
    case 'date':
      return { ...base, valueFormatter: (value: string | null) => formatDate(value) };
    default:
      return base;
  }
}

/** For an ADMIN: the line's History (its uploads, edits, payments), in a new tab. */
const historyColumn: Column = {
  field: 'history',
  headerName: 'History',
  width: 80,
  align: 'center',
  headerAlign: 'center',
  renderCell: ({ row }) => (
    <IconButton
      size="small"
      component={RouterLink}
      to={historyPath('order_line', row.id)}
      target="_blank"
      rel="noopener"
      aria-label={`History of ${row.orderId} ${row.sku}`}
    >
      <HistoryIcon fontSize="small" />
    </IconButton>
  ),
};

/**
 * The columns of each tab (docs/screens.md, Check Bills), with the row's button first: on Return the
 * follow-up, on Payment the payments recorded; then, for an ADMIN, the line's History. Sorting and
 * filtering are off: the server pages the lines in one order (newest bill date first), so a sort would
 * only reorder the page shown.
 */
export function billOrderColumns(
  tab: BillOrderTab,
  onOpenRow: (row: BillOrderRow) => void,
  isAdmin: boolean,
): Column[] {
  const rowButton = (
    headerName: string,
    icon: ReactElement,
    label: (row: BillOrderRow) => string,
  ): Column => ({
    field: 'actions',
    type: 'actions',
    headerName,
    width: 100,
    getActions: ({ row }) => [
      <GridActionsCellItem key="open" icon={icon} label={label(row)} onClick={() => onOpenRow(row)} />,
    ],
  });
  const first: Column[] =
    tab === 'RETURN'
      ? [rowButton('Follow-up', <EditNoteIcon />, (row) => `Edit the follow-up of ${row.orderId}`)]
      : tab === 'PAYMENT'
        ? [rowButton('Payments', <ReceiptLongIcon />, (row) => `Payments recorded for ${row.orderId}`)]
        : [];
  if (isAdmin) first.push(historyColumn);
  return [...first, ...CHECK_BILLS_COLUMNS[tab].map((c) => gridColumn(c, tab))].map((c) => ({
    ...c,
    sortable: false,
    filterable: false,
  }));
}
