import EditNoteIcon from '@mui/icons-material/EditNote';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { CHECK_BILLS_COLUMNS, type CheckBillsColumn } from '@seller-desk/core';
import type { ReactNode } from 'react';
import { HistoryLinkButton } from '../../../components/history-link-button.tsx';
import type { BillOrderRow } from '../api/get-bill-orders.ts';
import type { BillOrderTab } from '../bills-screens.ts';
import { isShort, shown } from './bill-orders.columns.tsx';

/** The row's own button on a card, as the grid's first column has it: the follow-up, or the payments. */
const ROW_BUTTON: Partial<Record<BillOrderTab, { text: string; icon: ReactNode; label: string }>> = {
  RETURN: { text: 'Follow-up', icon: <EditNoteIcon />, label: 'Edit the follow-up of' },
  PAYMENT: { text: 'Payments', icon: <ReceiptLongIcon />, label: 'Payments recorded for' },
};

/** A figure of a line: its title above, its value below (an amount on one line, a text wrapping). */
function LineFigure({ row, column }: { row: BillOrderRow; column: CheckBillsColumn }) {
  const short = isShort(row, column);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {column.title}
      </Typography>
      <Box
        className={short ? 'amount-short' : undefined}
        sx={{
          fontSize: 14,
          // a short payment in red, as in the grid
          ...(short && { color: 'error.main' }),
          fontWeight: column.kind === 'money' ? 600 : 400,
          ...(column.kind === 'money' ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }),
        }}
      >
        {shown(row, column) || '—'}
      </Box>
    </Box>
  );
}

/**
 * Check Bills on a phone (docs/screens.md, Check Bills): a card per line, as the other list screens
 * have below the md breakpoint, with every column of the tab: the order id and SKU at its head, the
 * row's button and, for an ADMIN, its History at its foot; paged by the server as the grid is.
 */
export function BillOrderCards({
  tab,
  title,
  above,
  rows,
  rowCount,
  pagination,
  onPaginationChange,
  pageSizes,
  loading,
  emptyText,
  isAdmin,
  onOpenRow,
}: {
  tab: BillOrderTab;
  title: string;
  /** The filters, between the title and the cards (the grid's aboveGrid). */
  above: ReactNode;
  rows: readonly BillOrderRow[];
  rowCount: number;
  pagination: { page: number; pageSize: number };
  onPaginationChange: (next: { page: number; pageSize: number }) => void;
  pageSizes: number[];
  loading: boolean;
  emptyText: string;
  isAdmin: boolean;
  onOpenRow: (row: BillOrderRow) => void;
}) {
  const figures = CHECK_BILLS_COLUMNS[tab].filter((c) => c.field !== 'orderId' && c.field !== 'sku');
  const button = ROW_BUTTON[tab];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {above}
      <Paper variant="outlined">
        {loading && <LinearProgress aria-label={`Loading ${title}`} />}
        <Box role="list" aria-label={title} sx={{ display: 'grid', gap: 1, p: 1 }}>
          {rows.map((row) => (
            <Card
              key={row.id}
              role="listitem"
              variant="outlined"
              aria-label={`${row.orderId} ${row.sku}`}
              sx={{ p: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.orderId}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.sku}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1.5, rowGap: 1, my: 1 }}>
                {figures.map((column) => (
                  <LineFigure key={column.field} row={row} column={column} />
                ))}
              </Box>
              {(button || isAdmin) && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, ml: -0.5 }}>
                  {button && (
                    <Button
                      size="small"
                      startIcon={button.icon}
                      onClick={() => onOpenRow(row)}
                      aria-label={`${button.label} ${row.orderId}`}
                    >
                      {button.text}
                    </Button>
                  )}
                  {isAdmin && (
                    <HistoryLinkButton
                      entity="order_line"
                      entityId={row.id}
                      name={`${row.orderId} ${row.sku}`}
                    />
                  )}
                </Box>
              )}
            </Card>
          ))}
          {rows.length === 0 && !loading && <Typography sx={{ p: 1 }}>{emptyText}</Typography>}
        </Box>
        <TablePagination
          component="div"
          count={rowCount}
          page={pagination.page}
          rowsPerPage={pagination.pageSize}
          rowsPerPageOptions={pageSizes}
          onPageChange={(_event, page) => onPaginationChange({ ...pagination, page })}
          onRowsPerPageChange={(event) =>
            onPaginationChange({ page: 0, pageSize: Number(event.target.value) })
          }
          labelRowsPerPage="Lines"
        />
      </Paper>
    </Box>
  );
}
