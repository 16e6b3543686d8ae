import EditNoteIcon from '@mui/icons-material/EditNote';
import HistoryIcon from '@mui/icons-material/History';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { CHECK_BILLS_COLUMNS, checkBillsValue, type CheckBillsColumn } from '@seller-desk/core';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateBreakingBeforeYear, formatRupees } from '../../../lib/format.ts';
import { historyPath } from '../../../lib/history-link.ts';
import type { BillOrderRow } from '../api/get-bill-orders.ts';
import type { BillOrderTab } from '../bills-screens.ts';

type Column = GridColDef<BillOrderRow>;
type Field = CheckBillsColumn['field'];

/**
 * What is shown under another column's value, in the same cell, with both titles in its header: so
 * that every tab fits a desktop with the menu open, at 1280 px too, with order ids of 20 characters and
 * amounts in crores (decision 167). The Return Type stays a column of its own.
 */
const UNDER: Record<BillOrderTab, Partial<Record<Field, Field>>> = {
  SALE: {
    orderId: 'sku',
    invoiceAmount: 'purchaseCost',
    marketplaceFee: 'settlement',
    saleType: 'trackingID',
    shipToName: 'city',
  },
  RETURN: {
    orderId: 'sku',
    pysicallyRecieved: 'podRequestTickeetId',
    condition: 'damageDescription',
    claimId: 'claimResult',
  },
  PAYMENT: { orderedOn: 'paymentDate', orderId: 'sku', tcs: 'tds' },
};

/**
 * Each column's least width on screen (cells are padded 4 px each side): an amount in crores
 * ("-₹1,23,45,678.90") and a 20-character order id on one line; a date may break before its year, a
 * text wraps. A wider screen's room is shared among the columns in proportion to these widths.
 */
const MONEY_WIDTH = 132;
const MIN_WIDTH: Partial<Record<Field, number>> = {
  orderId: 196,
  quantity: 44,
  saleType: 116,
  shipToName: 96,
  returnType: 130,
  pysicallyRecieved: 132,
  condition: 136,
  claimId: 120,
  paymentDate: 72,
  // a short payment in crores, in bold: "-₹2,44,43,810.66" on one line
  difference: 148,
};

/** A value as the cell shows it: rupees with Indian grouping, a date in words, yes/no, text. */
export function shown(row: BillOrderRow, column: CheckBillsColumn): string {
  const value = checkBillsValue(row, column);
  if (value === null) return '';
  if (column.kind === 'money') return formatRupees(value as number);
  if (column.kind === 'date') return formatDateBreakingBeforeYear(value as string);
  return String(value);
}

/** A short payment in red, as on the reconciliation screen. */
export const isShort = (row: BillOrderRow, column: CheckBillsColumn) => {
  const value = checkBillsValue(row, column);
  return column.field === 'difference' && typeof value === 'number' && value < 0;
};

function gridColumn(column: CheckBillsColumn, tab: BillOrderTab): Column {
  const underField = UNDER[tab][column.field];
  const under = underField ? CHECK_BILLS_COLUMNS[tab].find((c) => c.field === underField) : undefined;
  const numeric = column.kind === 'money' || column.kind === 'count';
  const minWidth =
    MIN_WIDTH[column.field] ?? (column.kind === 'money' ? MONEY_WIDTH : column.kind === 'date' ? 64 : 100);
  return {
    field: column.field,
    headerName: under ? `${column.title} / ${under.title}` : column.title,
    ...(column.hint ? { description: column.hint } : {}),
    minWidth,
    width: minWidth,
    flex: minWidth,
    ...(numeric ? { type: 'number' as const, align: 'right' as const, headerAlign: 'right' as const } : {}),
    valueGetter: (_value, row) => checkBillsValue(row, column),
    renderHeader: under
      ? () => (
          <Box
            sx={{
              lineHeight: 1.25,
              fontWeight: 500,
              whiteSpace: 'normal',
              textAlign: numeric ? 'right' : 'left',
            }}
          >
            <div>{column.title}</div>
            <div>{under.title}</div>
          </Box>
        )
      : undefined,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: numeric ? 'flex-end' : 'flex-start' }}>
        <span className={isShort(row, column) ? 'amount-short' : undefined}>{shown(row, column)}</span>
        {under && <span>{shown(row, under)}</span>}
      </Box>
    ),
    cellClassName: numeric || column.field === 'orderId' ? 'one-line' : '',
  };
}

/** For an ADMIN: the line's History (its uploads, edits, payments), in a new tab. */
const historyColumn: Column = {
  field: 'history',
  headerName: 'History',
  width: 64,
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
    width: tab === 'PAYMENT' ? 84 : 64,
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
  const shownUnder = new Set(Object.values(UNDER[tab]));
  const own = CHECK_BILLS_COLUMNS[tab].filter((c) => !shownUnder.has(c.field));
  return [...first, ...own.map((c) => gridColumn(c, tab))].map((c) => ({
    ...c,
    sortable: false,
    filterable: false,
  }));
}
