import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { SHIPMENT_TAB_INFO, type MessageRow, type ShipmentTab } from '@seller-desk/core';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { FoldedMessage } from '../../../components/folded-message.tsx';
import type { ShipmentRow } from '../api/shipments.ts';
import { SendButtons } from './send-buttons.tsx';

export interface RowActions {
  tab: ShipmentTab;
  narrow: boolean;
  messageOf: (row: ShipmentRow) => MessageRow;
  /** Whether the tab's flag is set on the row (its WhatsApp button is red then, green before). */
  sent: (row: ShipmentRow) => boolean;
  onSend: (row: ShipmentRow, href: string) => void;
}

/**
 * A row's buttons: Call always; WhatsApp (red once sent, green before) and SMS where the tab sends a
 * message. The message is made by the row, once for its data (see `useRowMessage`).
 */
function RowButtons({
  row,
  message,
  actions,
}: {
  row: ShipmentRow;
  message: MessageRow;
  actions: RowActions;
}) {
  const info = SHIPMENT_TAB_INFO[actions.tab];
  return (
    <SendButtons
      orderId={row.orderId}
      message={message}
      sends={info.message !== null}
      sent={info.flag === null ? null : actions.sent(row)}
      sameTab={actions.narrow}
      onSend={(href) => actions.onSend(row, href)}
    />
  );
}

const courierOf = (row: ShipmentRow) =>
  [row.courier === 'ithink' ? 'iThink' : 'Shiprocket', row.courierCompany].filter(Boolean).join(' · ');

/** The row's message (text and links), made again only when the row or the way messages are made changes. */
const useRowMessage = (row: ShipmentRow, messageOf: RowActions['messageOf']) =>
  useMemo(() => messageOf(row), [row, messageOf]);

/**
 * A phone's card. Memoised, like the table's row: a page's 100 rows are drawn once when they arrive, not
 * again when the page around them changes (a notice, the bulk send's progress, the counts).
 */
const ShipmentCard = memo(function ShipmentCard({ row, actions }: { row: ShipmentRow; actions: RowActions }) {
  const message = useRowMessage(row, actions.messageOf);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="shipment-card">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2">{row.orderId}</Typography>
        <Typography variant="body2" color="text.secondary">
          {row.status}
        </Typography>
      </Box>
      <Typography variant="body2">
        {row.customerName} · {row.mobile}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {row.productName} · {courierOf(row)}
        {row.edd ? ` · EDD ${row.edd}` : ''}
      </Typography>
      {SHIPMENT_TAB_INFO[actions.tab].message !== null && (
        <Box sx={{ my: 1 }}>
          <FoldedMessage text={message.text} />
        </Box>
      )}
      <RowButtons row={row} message={message} actions={actions} />
    </Paper>
  );
});

/**
 * A table row of plain cells: the table's body styles them once (`bodyCells`) as MUI's small TableCell
 * would, rather than each of a page's 800 cells and their second lines being a styled component of its
 * own (most of the time the page took to draw its rows; docs/performance.md, "Order database").
 */
const ShipmentTableRow = memo(function ShipmentTableRow({
  row,
  actions,
}: {
  row: ShipmentRow;
  actions: RowActions;
}) {
  const message = useRowMessage(row, actions.messageOf);
  return (
    <tr data-testid="shipment-row">
      <td className="nowrap">{row.orderId}</td>
      <td>{row.channel}</td>
      <td>
        {row.customerName}
        <p className="second">{row.mobile}</p>
      </td>
      <td className="product">{row.productName}</td>
      <td>
        {row.status}
        {row.ndrReasons.length > 0 && <p className="second">{row.ndrReasons.join('; ')}</p>}
      </td>
      <td>{row.edd}</td>
      <td>
        {courierOf(row)}
        <p className="second">{row.awb}</p>
      </td>
      <td className="send">
        <RowButtons row={row} message={message} actions={actions} />
      </td>
    </tr>
  );
});

/** The body cells as MUI's TableCell (size small) draws them, and their grey second lines as body2 text.secondary. */
const bodyCells: SxProps<Theme> = (theme) => ({
  '& > tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
  '& > tr > td': {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${
      theme.palette.mode === 'light'
        ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
        : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
    }`,
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
  },
  '& td.nowrap': { whiteSpace: 'nowrap' },
  '& td.product': { maxWidth: 240 },
  '& td.send': { minWidth: 240 },
  '& td.marker': { padding: 0, borderBottom: 0 },
  '& p.second': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
});

/** Rows drawn at first, and added each time the end of the drawn ones comes near the view. */
const FIRST_DRAWN_ROWS = 25;

/**
 * How many of a page's rows to draw: the first `FIRST_DRAWN_ROWS` (more than a screen holds), then more as
 * the marker after the last drawn row comes within a screen of the view, so the first rows show without
 * waiting for all 100 to be drawn. Where the browser has no IntersectionObserver, all of them at once.
 */
function useDrawnRows(rows: readonly ShipmentRow[]) {
  const [drawn, setDrawn] = useState({ rows, count: FIRST_DRAWN_ROWS });
  const marker = useRef<HTMLElement | null>(null);
  // A new page or tab starts again from the first rows.
  const count = drawn.rows === rows ? drawn.count : FIRST_DRAWN_ROWS;
  if (drawn.rows !== rows) setDrawn({ rows, count });
  const more = count < rows.length && typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const target = marker.current;
    if (!more || target === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting))
          setDrawn((d) => (d.rows === rows ? { rows, count: d.count + FIRST_DRAWN_ROWS } : d));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, rows, count]);
  return { shown: more ? rows.slice(0, count) : rows, more, marker };
}

/** The tab's rows: a table from md, cards below it (each with the message text, readable before it is sent). */
export function ShipmentRows({ rows, actions }: { rows: readonly ShipmentRow[]; actions: RowActions }) {
  const { shown, more, marker } = useDrawnRows(rows);
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No orders on this tab.
      </Typography>
    );
  if (actions.narrow)
    return (
      <Stack spacing={1.5}>
        {shown.map((row) => (
          <ShipmentCard key={row.id} row={row} actions={actions} />
        ))}
        {more && <div ref={(el) => void (marker.current = el)} aria-hidden />}
      </Stack>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={`${SHIPMENT_TAB_INFO[actions.tab].label} orders`}>
        <TableHead>
          <TableRow>
            <TableCell>Order Id</TableCell>
            <TableCell>Channel</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Product</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>EDD</TableCell>
            <TableCell>Courier</TableCell>
            <TableCell>Send</TableCell>
          </TableRow>
        </TableHead>
        <TableBody sx={bodyCells}>
          {shown.map((row) => (
            <ShipmentTableRow key={row.id} row={row} actions={actions} />
          ))}
          {more && (
            <tr ref={(el) => void (marker.current = el)} aria-hidden>
              <td colSpan={8} className="marker" />
            </tr>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
