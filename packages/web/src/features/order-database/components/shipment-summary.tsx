import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@seller-desk/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/http.ts';
import { useShipmentSummary } from '../api/ndr.ts';

// The Summary tab of Order DataBase MSG (docs/orders.md, decision 311): the server's figures, in SQL.

const FLAG_LABEL: Record<string, string> = {
  firstMsg: 'First message',
  inTransitMsg: 'In transit',
  ndrMsg: 'NDR',
  rtoMsg: 'RTO',
};
const CLASS_LABEL: Record<string, string> = {
  new: 'new',
  inTransit: 'in transit',
  delivered: 'delivered',
  undelivered: 'undelivered',
  rto: 'RTO',
  other: 'other',
};

const rate = (r: number | null | undefined) => (r === null || r === undefined ? '—' : `${r.toFixed(1)}%`);
const n = (v: number) => v.toLocaleString('en-IN');

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={label} role="group">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

function Block({
  title,
  head,
  rows,
}: {
  title: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 1.5, pt: 1 }}>
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={i === 0 ? 'left' : 'right'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={head.length}>None yet</TableCell>
            </TableRow>
          ) : (
            rows.map((cells, r) => (
              <TableRow key={r}>
                {cells.map((c, i) => (
                  <TableCell key={i} align={i === 0 ? 'left' : 'right'}>
                    {c}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}

export function ShipmentSummaryView() {
  const summary = useShipmentSummary(true);
  if (summary.isPending)
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 2 }}>
        <CircularProgress size={20} />
        <Typography>Loading…</Typography>
      </Box>
    );
  if (summary.error) return <Alert severity="error">{errorMessage(summary.error)}</Alert>;
  const s = summary.data;
  const courier = (c: string) => (c === 'ithink' ? 'iThink' : c === 'shiprocket' ? 'Shiprocket' : c);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-label="Summary">
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
        <Figure label="Orders" value={n(s.total)} />
        <Figure
          label="COD payable pending"
          value={formatRupees(s.codPending)}
          note={`${n(s.codPendingOrders)} COD orders not yet delivered`}
        />
        <Figure label="Past EDD" value={n(s.pastEdd)} note="In transit, EDD over 24 hours ago" />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Block
          title="By status"
          head={['Status', 'Tab', 'Orders']}
          rows={s.byStatus.map((r) => [
            r.status || '(none)',
            CLASS_LABEL[r.statusClass] ?? r.statusClass,
            n(r.count),
          ])}
        />
        <Block
          title="By channel"
          head={['Channel', 'Orders']}
          rows={s.byChannel.map((r) => [r.channel || '(none)', n(r.count)])}
        />
        <Block
          title="RTO rate by courier"
          head={['Courier', 'Orders', 'Delivered', 'RTO', 'RTO rate']}
          rows={s.byCourier.map((r) => [
            [courier(r.courier ?? ''), r.courierCompany].filter(Boolean).join(' · '),
            n(r.count),
            n(r.delivered),
            n(r.rto),
            rate(r.rtoRatePercent),
          ])}
        />
        <Block
          title="RTO rate by pincode prefix"
          head={['Pincode', 'Orders', 'Delivered', 'RTO', 'RTO rate']}
          rows={s.byPincodePrefix.map((r) => [
            `${r.prefix ?? ''}xxx`,
            n(r.count),
            n(r.delivered),
            n(r.rto),
            rate(r.rtoRatePercent),
          ])}
        />
        <Block
          title="Message coverage"
          head={['Message', 'Sent / orders of its tab', 'Sent in all']}
          rows={s.coverage.map((c) => [
            FLAG_LABEL[c.flag] ?? c.flag,
            `${n(c.sent)} of ${n(c.total)} ${CLASS_LABEL[c.statusClass] ?? c.statusClass}`,
            n(c.sentAll),
          ])}
        />
      </Box>
    </Box>
  );
}
