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
import { boxLines } from '@seller-desk/core';
import { useState } from 'react';
import { saveBlob } from '../../../lib/download.ts';
import { apiFetch, errorMessage, readJson } from '../../../lib/http.ts';

/** Download Image from URLs: the server fetches each URL and answers images.zip (image1.jpeg, …). */
export function ImageDownloadTab() {
  const [text, setText] = useState('');
  const [urls, setUrls] = useState<string[]>([]);
  const [state, setState] = useState<'idle' | 'working' | { error: string } | 'done'>('idle');

  const download = async () => {
    setState('working');
    try {
      const res = await apiFetch('/files/images-from-urls', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ urls }),
      });
      if (!res.ok) await readJson(res);
      saveBlob('images.zip', await res.blob());
      setState('done');
    } catch (e) {
      setState({ error: errorMessage(e) });
    }
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
      <Stack direction="row" spacing={1} sx={{ my: 2 }}>
        <Button variant="contained" onClick={() => setUrls(boxLines(text))}>
          Set Table Data
        </Button>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<DownloadIcon />}
          disabled={urls.length === 0 || state === 'working'}
          onClick={() => void download()}
        >
          Download Image ZIP
        </Button>
      </Stack>
      {state === 'working' && <Alert severity="info">Fetching {urls.length} images…</Alert>}
      {state === 'done' && (
        <Alert severity="success">
          images.zip is saved. A URL that gave no JPEG is listed by line in errors.txt inside it.
        </Alert>
      )}
      {typeof state === 'object' && <Alert severity="error">{state.error}</Alert>}
      {urls.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ mt: 2 }}>
          <Table size="small" aria-label="Image URLs">
            <TableHead>
              <TableRow>
                <TableCell>Sno</TableCell>
                <TableCell>File</TableCell>
                <TableCell>URL</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {urls.map((u, i) => (
                <TableRow key={i}>
                  <TableCell>{i + 1}</TableCell>
                  <TableCell>image{i + 1}.jpeg</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{u}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
