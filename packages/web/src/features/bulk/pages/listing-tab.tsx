import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  BULK_LISTING_COLUMNS,
  bulkListingTemplate,
  readBulkListingBoxes,
  readBulkListingCsv,
  type BulkListingKey,
  type BulkListingRow,
  type BulkNameLookups,
  type ReportProblem,
  ROW_NUMBER,
} from '@seller-desk/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BatchProgress } from '../../../components/batch-progress.tsx';
import { UploadButton } from '../../../components/upload-button.tsx';
import type { BulkRowResult } from '../../../lib/batch-run.ts';
import { readListingsAgain } from '../../../lib/catalogue-queries.ts';
import { saveCsv } from '../../../lib/download.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useBatchRun } from '../../../lib/use-batch-run.ts';
import { bulkLookupsQuery } from '../api/bulk-lookups.ts';
import {
  BULK_CHANNELS,
  createManyListings,
  updateManyListings,
  type BulkChannel,
} from '../api/bulk-listings.ts';
import { channelsOf, initialBulkFilter, runButtonLabel, type BulkFilter } from '../bulk-run-channels.ts';
import { ProblemList } from '../components/problem-list.tsx';
import { ResetButton } from '../components/reset-button.tsx';
import { RowStatus } from '../components/row-status.tsx';

interface Entry {
  channel: BulkChannel;
  row: BulkListingRow & { line: number };
}

const ALL_KEYS = BULK_LISTING_COLUMNS.map((c) => c.key);
const labelOf = (key: BulkListingKey) => BULK_LISTING_COLUMNS.find((c) => c.key === key)!.label;

function cellText(row: BulkListingRow, key: BulkListingKey): string {
  const value = row[key];
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join(' | ');
  return typeof value === 'number' ? formatNumber(value) : value;
}

/** Sends a chunk of (row, channel) entries: one batch call per channel present, results back in order. */
async function sendChunk(
  entries: Entry[],
  send: (channel: BulkChannel, rows: BulkListingRow[]) => Promise<BulkRowResult[]>,
): Promise<BulkRowResult[]> {
  const results: BulkRowResult[] = new Array(entries.length);
  for (const channel of BULK_CHANNELS) {
    const at = entries.flatMap((e, i) => (e.channel === channel ? [i] : []));
    if (at.length === 0) continue;
    const answer = await send(
      channel,
      at.map((i) => {
        const { line: _line, ...row } = entries[i]!.row;
        return row;
      }),
    );
    at.forEach((i, k) => (results[i] = { ...answer[k]!, row: i + 1 }));
  }
  return results;
}

/** Listing (2): listings created or updated in bulk from a CSV or from the boxes (docs/bulk.md). */
export function ListingTab() {
  const queryClient = useQueryClient();
  // the names start loading as the tab opens; a read waits for them (storedNames)
  useQuery(bulkLookupsQuery);
  const [namesError, setNamesError] = useState<string | null>(null);
  const [columns, setColumns] = useState<BulkListingKey[]>(['skuid']);
  const [boxes, setBoxes] = useState<Partial<Record<BulkListingKey, string>>>({});
  const [rows, setRows] = useState<(BulkListingRow & { line: number })[]>([]);
  const [shown, setShown] = useState<BulkListingKey[]>(['skuid']);
  const [problems, setProblems] = useState<ReportProblem[]>([]);
  const [unit, setUnit] = useState<'Line' | 'Row'>('Row');
  // the channel the user came from (?channel=), else none: the run's channels are chosen (decision 297)
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<BulkFilter>(() => initialBulkFilter(params.get('channel')));
  const batch = useBatchRun();

  const channels = channelsOf(filter);
  const entries: Entry[] = channels.flatMap((channel) => rows.map((row) => ({ channel, row })));

  const take = (
    read: { rows: (BulkListingRow & { line: number })[]; problems: ReportProblem[] },
    keys: BulkListingKey[],
    u: 'Line' | 'Row',
  ) => {
    batch.reset();
    setRows(read.rows);
    setProblems(read.problems);
    setShown(keys);
    setUnit(u);
  };

  /**
   * The stored product and category names the rows are checked against, as they are now (a product
   * added a moment ago on the Product tab counts). A read waits for them while they load: a file picked
   * as the tab opened was read without them, its names unchecked.
   */
  const storedNames = async (): Promise<BulkNameLookups | null> => {
    setNamesError(null);
    try {
      return await queryClient.fetchQuery(bulkLookupsQuery);
    } catch {
      setNamesError(
        'The stored product and category names could not be loaded, so nothing was read: try again.',
      );
      return null;
    }
  };

  const setTableData = async () => {
    const picked = Object.fromEntries(columns.map((k) => [k, boxes[k] ?? ''])) as Partial<
      Record<BulkListingKey, string>
    >;
    const names = await storedNames();
    if (names) take(readBulkListingBoxes(picked, names), columns, 'Row');
  };

  const readFile = async (file: File) => {
    const [text, names] = await Promise.all([file.text(), storedNames()]);
    if (!names) return;
    const read = readBulkListingCsv(text, names);
    const keys = ALL_KEYS.filter((k) => read.rows.some((r) => r[k] !== undefined));
    take(read, keys.length > 0 ? keys : ['skuid'], 'Line');
  };

  // the listing grids (and what else is made of listings) show the run when next shown
  const run = async (send: (channel: BulkChannel, rows: BulkListingRow[]) => Promise<BulkRowResult[]>) => {
    await batch.run(entries, (chunk) => sendChunk(chunk, send));
    await readListingsAgain(queryClient);
  };

  const reset = () => {
    setBoxes({});
    setRows([]);
    setProblems([]);
    setColumns(['skuid']);
    setShown(['skuid']);
    batch.reset();
  };

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Bulk listings
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <FormControl size="small" sx={{ minWidth: 260 }}>
          <InputLabel id="bulk-columns-label">Columns</InputLabel>
          <Select
            labelId="bulk-columns-label"
            multiple
            value={columns}
            input={<OutlinedInput label="Columns" />}
            renderValue={(keys) => keys.map(labelOf).join(', ')}
            onChange={(event) => {
              const value = event.target.value as unknown as (BulkListingKey | 'all')[];
              if (value.includes('all'))
                setColumns(columns.length === ALL_KEYS.length ? ['skuid'] : [...ALL_KEYS]);
              else setColumns(ALL_KEYS.filter((k) => k === 'skuid' || value.includes(k)));
            }}
          >
            <MenuItem value="all">
              <Checkbox checked={columns.length === ALL_KEYS.length} />
              <ListItemText primary="Select All" />
            </MenuItem>
            {BULK_LISTING_COLUMNS.map((c) => (
              <MenuItem key={c.key} value={c.key}>
                <Checkbox checked={columns.includes(c.key)} />
                <ListItemText primary={c.label} />
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <UploadButton
          label="CSV upload"
          accept=".csv,text/csv"
          onFiles={(files) => void readFile(files[0]!)}
        />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => saveCsv('listing-template.csv', bulkListingTemplate())}
        >
          Download Template
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(auto-fill, minmax(180px, 1fr))',
          },
          mb: 2,
        }}
      >
        {columns.map((key) => (
          <TextField
            key={key}
            label={labelOf(key)}
            multiline
            minRows={4}
            maxRows={12}
            size="small"
            value={boxes[key] ?? ''}
            onChange={(event) => setBoxes((b) => ({ ...b, [key]: event.target.value }))}
            helperText="One value per line"
          />
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Button variant="contained" onClick={() => void setTableData()} disabled={batch.running}>
          Set Table Data (1)
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          aria-label="Filter"
          onChange={(_e, value: BulkFilter) => value && setFilter(value)}
        >
          {(['All', ...BULK_CHANNELS] as const).map((f) => (
            <ToggleButton key={f} value={f}>
              {f}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant="contained"
          color="primary"
          disabled={entries.length === 0 || batch.running}
          onClick={() => void run(createManyListings)}
        >
          {runButtonLabel('Create', filter, rows.length)}
        </Button>
        <Button
          variant="contained"
          color="secondary"
          disabled={entries.length === 0 || batch.running}
          onClick={() => void run(updateManyListings)}
        >
          {runButtonLabel('Update', filter, rows.length)}
        </Button>
        <ResetButton onClick={reset} disabled={batch.running} />
      </Stack>
      {namesError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {namesError}
        </Alert>
      )}
      {rows.length > 0 && channels.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Choose the channel the listings go to (Flipkart, Amazon or Meesho, or All): nothing is sent until
          then.
        </Alert>
      )}
      <ProblemList problems={problems} unit={unit} />
      <BatchProgress progress={batch.progress} />
      {entries.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 560 }}>
          <Table size="small" stickyHeader aria-label="Listings to send">
            <TableHead>
              <TableRow>
                <TableCell>{unit === 'Line' ? 'Line' : ROW_NUMBER.label}</TableCell>
                <TableCell>Channel</TableCell>
                {shown.map((k) => (
                  <TableCell key={k}>{labelOf(k)}</TableCell>
                ))}
                <TableCell sx={{ minWidth: 200 }}>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e, i) => (
                <TableRow key={`${e.channel}-${e.row.line}`} aria-label={`${e.channel} ${e.row.skuid}`}>
                  {/* The row (boxes) or file line (CSV) the problem list names, the same on every channel. */}
                  <TableCell>{e.row.line}</TableCell>
                  <TableCell>{e.channel}</TableCell>
                  {shown.map((k) => (
                    <TableCell key={k}>{cellText(e.row, k)}</TableCell>
                  ))}
                  <TableCell>
                    <RowStatus state={batch.states[i]} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
