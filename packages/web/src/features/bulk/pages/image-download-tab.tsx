import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { boxLines, imageUrlLineProblem, ROW_NUMBER } from '@seller-desk/core';
import { useMemo, useState } from 'react';
import { saveBlob } from '../../../lib/download.ts';
import { apiFetch, errorMessage, readJson } from '../../../lib/http.ts';
import { readImagesZip, type ImagesZipReport } from '../images-zip-report.ts';

type State = 'idle' | 'working' | { error: string } | ({ done: true; total: number } & ImagesZipReport);

/**
 * Download Image from URLs: the server fetches each URL and answers images.zip (image1.jpeg, …, and
 * errors.txt naming the lines that gave no JPEG). Lines that are no http(s) address are flagged at Set
 * Table Data; after the download the screen says how many images were saved and why each other line was not.
 */
export function ImageDownloadTab() {
  const [text, setText] = useState('');
  const [urls, setUrls] = useState<string[]>([]);
  const [state, setState] = useState<State>('idle');
  const flagged = useMemo(() => urls.map((u) => imageUrlLineProblem(u)), [urls]);
  const fetchable = flagged.filter((p) => p === null).length;
  const report = typeof state === 'object' && 'done' in state ? state : null;

  const download = async () => {
    setState('working');
    try {
      // Every line is sent, so that image<n>.jpeg and "Line n" in errors.txt are the table's S No.
      const res = await apiFetch('/files/images-from-urls', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ urls }),
      });
      if (!res.ok) await readJson(res);
      const zip = await res.blob();
      const result = readImagesZip(new Uint8Array(await zip.arrayBuffer()));
      // An archive with errors.txt alone is not worth saving: the screen says it all.
      if (result.saved > 0) saveBlob('images.zip', zip);
      setState({ done: true, total: urls.length, ...result });
    } catch (e) {
      setState({ error: errorMessage(e) });
    }
  };

  const statusOf = (line: number): { text: string; ok: boolean } | null => {
    const before = flagged[line - 1];
    if (before) return { text: before, ok: false };
    if (!report) return null;
    const failure = report.failures.get(line);
    return failure ? { text: failure, ok: false } : { text: `Saved as image${line}.jpeg`, ok: true };
  };

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Download images from URLs
      </Typography>
      <TextField
        label="Image URLs"
        multiline
        minRows={4}
        maxRows={12}
        fullWidth
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        helperText="One URL per line"
      />
      <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="contained"
          onClick={() => {
            setUrls(boxLines(text));
            setState('idle');
          }}
        >
          Set Table Data
        </Button>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<DownloadIcon />}
          disabled={fetchable === 0 || state === 'working'}
          onClick={() => void download()}
        >
          Download Image ZIP
        </Button>
      </Stack>
      {state === 'working' && <Alert severity="info">Fetching {fetchable} images…</Alert>}
      {state === 'idle' && urls.length > fetchable && (
        <Alert severity="warning">
          {urls.length - fetchable} of {urls.length} lines {urls.length - fetchable === 1 ? 'is' : 'are'} not
          an http(s) address and will not be fetched: see the Status column.
        </Alert>
      )}
      {report && (
        <Alert
          severity={report.saved === report.total ? 'success' : report.saved === 0 ? 'error' : 'warning'}
          role="status"
        >
          {report.saved === 0
            ? `No image could be downloaded (0 of ${report.total}), so no images.zip was saved.`
            : `images.zip is saved with ${report.saved} of ${report.total} images.`}
          {report.failures.size > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {[...report.failures].map(([line, reason]) => (
                <li key={line}>
                  Line {line}: {reason}
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {typeof state === 'object' && 'error' in state && <Alert severity="error">{state.error}</Alert>}
      {urls.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ mt: 2 }}>
          <Table size="small" aria-label="Image URLs">
            <TableHead>
              <TableRow>
                <TableCell>{ROW_NUMBER.label}</TableCell>
                <TableCell>File</TableCell>
                <TableCell>URL</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {urls.map((u, i) => {
                const status = statusOf(i + 1);
                return (
                  <TableRow key={i}>
                    <TableCell>{i + 1}</TableCell>
                    <TableCell>{flagged[i] ? '—' : `image${i + 1}.jpeg`}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{u}</TableCell>
                    <TableCell sx={{ color: status?.ok === false ? 'error.main' : undefined }}>
                      {status?.text ?? ''}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
