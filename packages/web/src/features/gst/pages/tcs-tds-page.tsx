import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHANNEL_INFO, type Channel } from '@seller-desk/core';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime, formatRupees } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import type { MarketplaceChannel } from '../../../lib/gql/graphql.ts';
import { downloadFile, useGstWithholding, useSaveCredit, type WithholdingView } from '../api/gst.ts';
import { defaultPeriod, PeriodPicker } from '../components/period-picker.tsx';
import { GST_PATH } from '../paths.ts';

const amountOf = (text: string): number | null | 'bad' => {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : 'bad';
};

/** A marketplace's month: withheld, expected and credited for TCS and TDS, the credited figures editable. */
function MonthRow({ row }: { row: WithholdingView }) {
  const [tcs, setTcs] = useState(row.tcs.credited === null ? '' : String(row.tcs.credited));
  const [tds, setTds] = useState(row.tds.credited === null ? '' : String(row.tds.credited));
  const save = useSaveCredit();
  const name = CHANNEL_INFO[row.channel as Channel].label;
  const changed =
    tcs !== (row.tcs.credited === null ? '' : String(row.tcs.credited)) ||
    tds !== (row.tds.credited === null ? '' : String(row.tds.credited));
  const a = amountOf(tcs);
  const b = amountOf(tds);
  const bad = a === 'bad' || b === 'bad';
  const diff = (v: number | null) => (v === null ? '—' : formatRupees(v));
  return (
    <TableRow>
      <TableCell>
        {name}
        <Typography variant="caption" component="div" color="text.secondary">
          {row.etin || 'operator GSTIN not entered'}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.month}</TableCell>
      <TableCell align="right">{formatRupees(row.taxable)}</TableCell>
      {(
        [
          ['tcs', row.tcs, tcs, setTcs],
          ['tds', row.tds, tds, setTds],
        ] as const
      ).map(([k, f, value, set]) => (
        <TableCell key={k} sx={{ minWidth: 210 }}>
          <Typography variant="caption" component="div" color="text.secondary">
            {f.section} · {f.rates} %
          </Typography>
          <Typography variant="body2">
            Expected {formatRupees(f.expected)} · withheld {formatRupees(f.withheld)} (
            {formatRupees(f.withheldLessExpected)})
          </Typography>
          <TextField
            size="small"
            label={`${k.toUpperCase()} credited ₹`}
            value={value}
            onChange={(e) => set(e.target.value)}
            error={amountOf(value) === 'bad'}
            slotProps={{
              htmlInput: {
                inputMode: 'decimal',
                'aria-label': `${name} ${row.month} ${k.toUpperCase()} credited`,
              },
            }}
            sx={{ mt: 0.5, width: 150 }}
          />
          <Typography variant="caption" component="div">
            Credited − withheld: {diff(f.creditedLessWithheld)}
          </Typography>
        </TableCell>
      ))}
      <TableCell>
        <Button
          size="small"
          variant="outlined"
          disabled={!changed || bad || save.isPending}
          onClick={() =>
            save.mutate({
              channel: row.channel as MarketplaceChannel,
              month: row.month,
              tcsCredited: a === 'bad' ? null : a,
              tdsCredited: b === 'bad' ? null : b,
            })
          }
        >
          Save
        </Button>
        {save.error && (
          <Typography variant="caption" color="error" component="div">
            {errorMessage(save.error)}
          </Typography>
        )}
        {row.creditedBy && (
          <Typography variant="caption" component="div" color="text.secondary">
            {row.creditedBy}, {formatDateTime(row.creditedAt)}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

/** /gst/tcs-tds: TCS and TDS withheld per marketplace and month, expected, credited (docs/gst.md). */
export function TcsTdsPage() {
  const [params, setParams] = useSearchParams();
  const period = params.get('period') ?? defaultPeriod(new Date());
  const q = useGstWithholding(period);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          TCS/TDS ledger
        </Typography>
        <PeriodPicker value={period} onChange={(key) => setParams({ period: key })} />
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() =>
              void downloadFile(`/files/gst/tcs-tds/${period}.csv`).catch((e: unknown) =>
                setError(errorMessage(e)),
              )
            }
          >
            Download CSV
          </Button>
          <Button component={RouterLink} to={`${GST_PATH}?period=${period}`}>
            GST return
          </Button>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Withheld: the payment reports&apos; TCS and TDS. Expected: the rates of Settings › GST return on the
        month&apos;s sales less its returns, without GST. Credited: what GSTR-2X (TCS) and Form 26AS (TDS)
        show.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {q.error && <Alert severity="error">{errorMessage(q.error)}</Alert>}
      {q.isLoading && <CircularProgress aria-label="Reading the ledger" />}
      {q.data && (
        <Paper variant="outlined">
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="TCS and TDS per marketplace and month">
              <TableHead>
                <TableRow>
                  <TableCell>Marketplace</TableCell>
                  <TableCell>Month</TableCell>
                  <TableCell align="right">Net taxable</TableCell>
                  <TableCell>GST TCS</TableCell>
                  <TableCell>Income-tax TDS</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {q.data.map((row) => (
                  <MonthRow
                    key={`${row.channel}-${row.month}-${row.tcs.credited}-${row.tds.credited}`}
                    row={row}
                  />
                ))}
              </TableBody>
            </Table>
          </Box>
        </Paper>
      )}
    </Stack>
  );
}
