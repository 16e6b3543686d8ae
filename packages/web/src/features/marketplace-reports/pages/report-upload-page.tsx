import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHANNEL_INFO, type Channel } from '@seller-desk/core';
import { useRef, useState } from 'react';
import { BatchProgress } from '../../../components/batch-progress.tsx';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { UploadButton } from '../../../components/upload-button.tsx';
import { useJob, type UseJob } from '../../../lib/use-job.ts';
import { billEditsOf, saleGridRowId, saveSaleGridEdits } from '../api/grid-edits.ts';
import {
  previewReport,
  startStoreJob,
  type StoreJobResult,
  type PaymentResult,
  type ReportResults,
  type ReturnResult,
  type SaleResult,
  type SaleRow,
} from '../api/upload-report.ts';
import { linesText, PaymentReport, ReturnReport, SaleReport } from '../components/report-results.tsx';
import { ReportTabStrip } from '../components/report-tab-strip.tsx';
import { ACCEPTED_FILES, KIND_TITLES, type ReportKind } from '../report-screens.ts';

/**
 * A report as the server read it, with the id that names its file to the store and the preview after it,
 * and what the server says of how it read the file (decision 209).
 */
type AnyResult = ReportResults[ReportKind] & { fileId: string; notice?: string };

const CORRECTIONS_NOT_UPLOADED =
  'The corrections made in the grid are not uploaded. Discard them, or keep editing and press Upload the Bill.';
const CORRECTIONS_NOT_SAVED =
  'The lines are stored, but the corrections made in the grid are not saved. Discard them, or stay and press Save the corrections again.';

/**
 * One upload screen (docs/ledger.md, Screens): pick a report, see what it would do (read and priced on the server),
 * tick the confirmation, upload. The store is one request and one transaction on the server.
 */
export function ReportUploadPage({ kind, channel }: { kind: ReportKind; channel: Channel }) {
  const label = CHANNEL_INFO[channel].label;
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<AnyResult | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  /**
   * The store's progress: the fraction of the file sent, or null while the server stores a file it
   * keeps (nothing to send, decision 174); `stored` once it has answered.
   */
  const [progress, setProgress] = useState<{ fraction: number | null; stored: number | null } | null>(null);
  /** Sale rows edited in the grid before upload, by order id and SKU; sent through updateBill. */
  const [edits, setEdits] = useState<ReadonlyMap<string, SaleRow>>(new Map());
  const [editsSaved, setEditsSaved] = useState<number | null>(null);
  /** Corrections whose save failed after a store, with the rows they were made on and why: to try again. */
  const [unsaved, setUnsaved] = useState<{
    rows: readonly SaleRow[];
    edits: ReadonlyMap<string, SaleRow>;
    error: string;
  } | null>(null);
  /** How many lines "Upload the Bill" stored, once the result shown is the file read again after it. */
  const [storedShown, setStoredShown] = useState<number | null>(null);

  const read = async (chosen: File) => {
    setFile(chosen);
    setResult(null);
    setError(null);
    setConfirmed(false);
    setProgress(null);
    setEdits(new Map());
    setEditsSaved(null);
    setUnsaved(null);
    setStoredShown(null);
    setReading(true);
    try {
      setResult(await previewReport(kind, channel, chosen));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setReading(false);
    }
  };

  // Corrections not sent yet are lost with the page or with another file: leaving and picking another
  // file ask first, and "Keep editing" keeps the preview and its corrections. A preview alone is not
  // asked about, as picking the file again shows it again (decision 129).
  /** The file picked last, read at once, or once the person chose to discard the corrections. */
  const picked = useRef<File | null>(null);
  const guard = useDiscardGuard(
    () => {
      if (picked.current) void read(picked.current);
    },
    unsaved ? CORRECTIONS_NOT_SAVED : CORRECTIONS_NOT_UPLOADED,
  );
  const corrected =
    kind === 'sale' &&
    result !== null &&
    edits.size > 0 &&
    billEditsOf(channel, (result as SaleResult).rows, edits).length > 0;
  useReportDirty(corrected || unsaved !== null, guard.setDirty);
  const pick = (files: File[]) => {
    picked.current = files[0]!;
    // The guard's close: with corrections held it asks, otherwise the file is read at once.
    guard.requestClose();
  };

  /** The lines a store would change: a payment file's lines recorded before change nothing. */
  const newRows = !result
    ? 0
    : kind === 'payment'
      ? (result as PaymentResult).rows.filter((r) => !r.alreadyRecorded).length
      : result.rows.length;
  /** The store runs on the server as a job (decision 217), followed until it is done or failed. */
  const [storeJob, setStoreJob] = useState<string | null>(null);
  const storing = useJob<StoreJobResult>(storeJob, {
    onSettled: (job) => void afterStore(job),
  });
  const store = async () => {
    if (!file || !result) return;
    setError(null);
    setProgress({ fraction: null, stored: null });
    try {
      // the file the preview read, by its id: it is sent again only when the server no longer keeps it
      const { jobId } = await startStoreJob(kind, channel, file, result.fileId, (fraction) =>
        setProgress({ fraction: Math.min(fraction, 0.99), stored: null }),
      );
      // sent: the server stores it now
      setProgress({ fraction: null, stored: null });
      setStoreJob(jobId);
    } catch (e) {
      setProgress(null);
      setError((e as Error).message);
    }
  };
  const afterStore = async (job: UseJob<StoreJobResult>) => {
    setStoreJob(null);
    try {
      if (!job.result) throw new Error(job.error?.message ?? 'The upload did not finish');
      const { stored, fileId } = job.result;
      setProgress({ fraction: 1, stored });
      setConfirmed(false);
      // The file's lines are stored now: the corrections made in the grid go to them.
      if (kind === 'sale' && edits.size > 0 && result)
        await saveCorrections((result as SaleResult).rows, edits);
      // What is stored now is "already uploaded": read the file again for the report, which then says
      // what the store did beside what is left.
      if (file) setResult(await previewReport(kind, channel, file, fileId));
      setStoredShown(stored);
    } catch (e) {
      setProgress(null);
      setError((e as Error).message);
    }
  };

  /** Sends the grid's corrections to the stored lines; kept, with the reason, to try again when that fails. */
  const saveCorrections = async (rows: readonly SaleRow[], corrections: ReadonlyMap<string, SaleRow>) => {
    try {
      setEditsSaved(await saveSaleGridEdits(channel, rows, corrections));
      setEdits(new Map());
      setUnsaved(null);
    } catch (e) {
      setUnsaved({ rows, edits: corrections, error: (e as Error).message });
    }
  };

  const title = kind === 'payment' ? `${label.toUpperCase()} PAYMENT` : `${label} ${KIND_TITLES[kind]}`;
  const percent = progress ? Math.round((progress.fraction ?? 0) * 100) : 0;

  return (
    <Box sx={{ minWidth: 0 }}>
      <ReportTabStrip kind={kind} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <UploadButton
          label="Upload"
          accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
          onFiles={pick}
        />
        <Typography variant="body2" color="text.secondary">
          {file ? (
            <>
              File: <strong>{file.name}</strong>
            </>
          ) : (
            `Accepts: ${ACCEPTED_FILES[kind][channel]}`
          )}
        </Typography>
      </Stack>
      {reading && <LinearProgress aria-label="Reading the report" sx={{ mb: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {result?.notice && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {result.notice}
        </Alert>
      )}
      {result && kind === 'sale' && (
        <SaleReport
          channel={channel}
          result={result as SaleResult}
          stored={storedShown}
          edits={edits}
          onEdit={(row) => setEdits((m) => new Map(m).set(saleGridRowId(row), row))}
        />
      )}
      {result && kind === 'return' && <ReturnReport result={result as ReturnResult} />}
      {result && kind === 'payment' && <PaymentReport result={result as PaymentResult} />}
      {result && (
        <Box sx={{ mt: 2 }}>
          <FormControlLabel
            control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
            label="Do you want to Upload Bills"
          />
          {progress && progress.fraction === null && progress.stored === null && !storing.progress && (
            <LinearProgress aria-label="Storing the report" sx={{ my: 1 }} />
          )}
          {storeJob && storing.progress && (
            <BatchProgress label="Storing the report" progress={storing.progress} />
          )}
          {progress && (progress.fraction !== null || progress.stored !== null) && (
            <BatchProgress
              label="Upload progress"
              progress={{
                total: Math.max(progress.stored ?? newRows, 1),
                done: progress.stored ?? Math.round(percent * newRows) / 100,
                failed: 0,
                percent,
              }}
            />
          )}
          {progress?.stored !== null && progress?.stored !== undefined && (
            <Alert severity="success" sx={{ my: 1 }}>
              {linesText(progress.stored)} stored
              {editsSaved !== null &&
                `; ${editsSaved.toLocaleString('en-IN')} corrected ${editsSaved === 1 ? 'line' : 'lines'} saved`}
            </Alert>
          )}
          {unsaved && (
            <Alert
              severity="error"
              sx={{ my: 1 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => void saveCorrections(unsaved.rows, unsaved.edits)}
                >
                  Save the corrections again
                </Button>
              }
            >
              The lines are stored, but the corrections made in the grid were not: {unsaved.error}
            </Alert>
          )}
          <Button
            variant="contained"
            disabled={!confirmed || newRows === 0 || (progress !== null && progress.stored === null)}
            onClick={() => void store()}
          >
            Upload the Bill
          </Button>
        </Box>
      )}
      {guard.dialog}
    </Box>
  );
}
