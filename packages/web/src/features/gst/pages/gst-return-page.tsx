import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { CHANNEL_INFO, type Channel } from '@seller-desk/core';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime, formatRupees } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import { downloadFile, useGstReturn, useRefreshReturn, type GstReturnView } from '../api/gst.ts';
import { CheckList } from '../components/check-list.tsx';
import { DocumentsIssued } from '../components/documents-issued.tsx';
import { LinesDialog } from '../components/lines-dialog.tsx';
import { defaultPeriod, PeriodPicker } from '../components/period-picker.tsx';
import { GST_TCS_TDS_PATH } from '../paths.ts';
import { subjectLinks } from '../subject-links.ts';

const DOCUMENT_KINDS: Record<string, string> = {
  GST_INVOICE: 'Tax invoices',
  CASH_MEMO: 'Cash memos (no GST)',
  CREDIT_NOTE: 'Credit notes',
};

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A count that lists its lines when pressed. */
function Drill({ n, onClick, label }: { n: number; onClick: () => void; label: string }) {
  if (n === 0) return <>0</>;
  return (
    <Link component="button" type="button" onClick={onClick} aria-label={label}>
      {n}
    </Link>
  );
}

function Sources({ r, drill }: { r: GstReturnView; drill: (key: string, title: string) => void }) {
  return (
    <Card title="Where the figures come from">
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Marketplace lines by channel">
          <TableHead>
            <TableRow>
              <TableCell>Channel</TableCell>
              <TableCell align="right">Sale lines</TableCell>
              <TableCell align="right">Sales</TableCell>
              <TableCell align="right">Return lines</TableCell>
              <TableCell align="right">Returns</TableCell>
              <TableCell align="right">Tax computed</TableCell>
              <TableCell align="right">No rate</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {r.channels.map((c) => {
              const name = CHANNEL_INFO[c.channel as Channel].label;
              return (
                <TableRow key={c.channel}>
                  <TableCell>{name}</TableCell>
                  <TableCell align="right">
                    <Drill
                      n={c.saleLines}
                      label={`${name} sale lines`}
                      onClick={() => drill(`source:${c.channel}:sale`, `${name}: sales of ${r.label}`)}
                    />
                  </TableCell>
                  <TableCell align="right">{formatRupees(c.sales)}</TableCell>
                  <TableCell align="right">
                    <Drill
                      n={c.returnLines}
                      label={`${name} return lines`}
                      onClick={() => drill(`source:${c.channel}:return`, `${name}: returns of ${r.label}`)}
                    />
                  </TableCell>
                  <TableCell align="right">{formatRupees(c.returns)}</TableCell>
                  <TableCell align="right">{c.computedLines}</TableCell>
                  <TableCell align="right">
                    <Drill
                      n={c.noRateLines}
                      label={`${name} lines without a rate`}
                      onClick={() => drill(`norate:${c.channel}`, `${name}: lines without a GST rate`)}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Table size="small" aria-label="Our documents" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>Our documents</TableCell>
              <TableCell align="right">Count</TableCell>
              <TableCell align="right">Cancelled</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {r.documents.map((d) => (
              <TableRow key={d.kind}>
                <TableCell>{DOCUMENT_KINDS[d.kind] ?? d.kind}</TableCell>
                <TableCell align="right">{d.count}</TableCell>
                <TableCell align="right">{d.cancelled}</TableCell>
                <TableCell align="right">{formatRupees(d.total)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>Sales of uploaded reports not stored</TableCell>
              <TableCell align="right">{r.notStoredCount}</TableCell>
              <TableCell align="right">—</TableCell>
              <TableCell align="right">{formatRupees(r.notStoredValue)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Card>
  );
}

function Sections({
  r,
  drill,
}: {
  r: GstReturnView;
  drill: (key: string, title: string, invoices?: boolean) => void;
}) {
  return (
    <Card title="Sections">
      {r.sections.map((s) => (
        <Accordion key={s.key} disableGutters variant="outlined" disabled={s.count === 0}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ width: '100%' }}>
              <Typography sx={{ flex: 1, fontWeight: 600 }}>{s.title}</Typography>
              <Typography variant="body2">
                {s.count} rows · taxable {formatRupees(s.taxable)} · tax {formatRupees(s.tax)}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={s.title}>
              <TableHead>
                <TableRow>
                  <TableCell>Figure</TableCell>
                  <TableCell align="right">Taxable</TableCell>
                  <TableCell align="right">Tax</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {s.rows.map((f, i) => (
                  <TableRow key={`${f.label}-${i}`}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{f.label}</TableCell>
                    <TableCell align="right">{formatRupees(f.taxable)}</TableCell>
                    <TableCell align="right">{formatRupees(f.tax)}</TableCell>
                    <TableCell>
                      {f.drill && (
                        <Button size="small" onClick={() => drill(f.drill!, `${s.title}: ${f.label}`)}>
                          Lines
                        </Button>
                      )}
                      {subjectLinks(f.ref).flatMap((l) =>
                        'to' in l
                          ? [
                              <Button key={l.text} size="small" component={RouterLink} to={l.to}>
                                {l.text}
                              </Button>,
                            ]
                          : [],
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </AccordionDetails>
        </Accordion>
      ))}
      <DocumentsIssued
        series={r.documentsIssued}
        onDrill={(d) =>
          drill(d.drill, `Documents issued (13): ${d.series} (${d.nature}), ${d.from} to ${d.to}`, true)
        }
      />
    </Card>
  );
}

/** /gst: a period's GSTR-1 prepared from the raw files, checked line by line, exported (docs/gst.md). */
export function GstReturnPage() {
  const [params, setParams] = useSearchParams();
  const period = params.get('period') ?? defaultPeriod(new Date());
  const q = useGstReturn(period);
  const refresh = useRefreshReturn();
  const [drill, setDrill] = useState<{ key: string; title: string; invoices?: boolean } | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const r = q.data;
  const moved = r?.checks.filter((c) => c.code === 'MOVED_SINCE_EXPORT') ?? [];

  async function exportAs(format: 'json' | 'xlsx') {
    setExporting(format);
    setExportError(null);
    try {
      await downloadFile(`/files/gst/gstr1/${period}.${format}`);
      await refresh();
    } catch (e) {
      setExportError(errorMessage(e));
    } finally {
      setExporting(null);
    }
  }

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          GST return (GSTR-1){r ? `: ${r.label}` : ''}
        </Typography>
        <PeriodPicker value={period} onChange={(key) => setParams({ period: key })} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={exporting !== null} onClick={() => void exportAs('json')}>
            {exporting === 'json' ? 'Exporting…' : 'Export JSON'}
          </Button>
          <Button variant="outlined" disabled={exporting !== null} onClick={() => void exportAs('xlsx')}>
            {exporting === 'xlsx' ? 'Exporting…' : 'Export workbook'}
          </Button>
          <Button component={RouterLink} to={GST_TCS_TDS_PATH}>
            TCS/TDS ledger
          </Button>
        </Stack>
      </Stack>
      {exportError && <Alert severity="error">{exportError}</Alert>}
      {q.error && <Alert severity="error">{errorMessage(q.error)}</Alert>}
      {q.isLoading && <CircularProgress aria-label="Preparing the return" />}
      {r && (
        <>
          <Typography variant="body2" color="text.secondary">
            GSTIN {r.gstin || 'not set (Settings › Seller profile)'} ·{' '}
            {r.lastExport
              ? `last exported ${formatDateTime(r.lastExport.at)} as ${r.lastExport.format === 'json' ? 'JSON' : 'workbook'}`
              : 'not exported yet'}
          </Typography>
          {r.lastExport && (
            <Card title="What moved since the last export">
              {moved.length === 0 ? (
                <Typography variant="body2">Nothing: the figures are those of the last export.</Typography>
              ) : (
                <Stack spacing={1}>
                  {moved.map((c) => (
                    <Alert key={c.message} severity="warning">
                      {c.message}
                    </Alert>
                  ))}
                </Stack>
              )}
            </Card>
          )}
          {r.missing.length > 0 && (
            <Card title="What is missing">
              <Stack spacing={1}>
                {r.missing.map((m) => (
                  <Alert key={m} severity="warning">
                    {m}
                  </Alert>
                ))}
              </Stack>
            </Card>
          )}
          <Sources r={r} drill={(key, title) => setDrill({ key, title })} />
          <Card title="Pre-filing checks">
            <CheckList
              checks={r.checks.filter((c) => c.code !== 'MOVED_SINCE_EXPORT')}
              onDrill={(key, title) => setDrill({ key, title })}
            />
          </Card>
          <Sections r={r} drill={(key, title, invoices) => setDrill({ key, title, invoices })} />
        </>
      )}
      {drill && (
        <LinesDialog
          period={period}
          drill={drill.key}
          title={drill.title}
          invoices={drill.invoices}
          onClose={() => setDrill(null)}
        />
      )}
    </Stack>
  );
}
