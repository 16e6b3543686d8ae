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
import {
  readBulkProductBoxes,
  type BulkProductBoxes,
  type BulkProductRow,
  type ReportProblem,
  ROW_NUMBER,
} from '@seller-desk/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BatchProgress } from '../../../components/batch-progress.tsx';
import { UploadButton } from '../../../components/upload-button.tsx';
import { readProductsAgain } from '../../../lib/catalogue-queries.ts';
import { formatNumber } from '../../../lib/format.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { useBatchRun } from '../../../lib/use-batch-run.ts';
import { useBulkStoredProducts } from '../api/bulk-lookups.ts';
import { createManyProducts, updateManyProducts } from '../api/bulk-products.ts';
import { ProblemList } from '../components/problem-list.tsx';
import { ResetButton } from '../components/reset-button.tsx';
import { RowStatus } from '../components/row-status.tsx';

const BOXES: { key: keyof BulkProductBoxes; label: string }[] = [
  { key: 'productName', label: 'Product Name' },
  { key: 'cost', label: 'Cost' },
  { key: 'gst', label: 'GST' },
  { key: 'hsnCode', label: 'HSN' },
  { key: 'unit', label: 'Unit' },
];
const SLOTS = [1, 2, 3, 4, 5];

type Slot = { status: 'uploading' } | { status: 'done'; url: string } | { status: 'error'; message: string };

/** Product (1): products created, or updated by name, in bulk, with up to five images each. */
export function ProductTab() {
  const [boxes, setBoxes] = useState<BulkProductBoxes>({});
  const [rows, setRows] = useState<(BulkProductRow & { line: number })[]>([]);
  const [problems, setProblems] = useState<ReportProblem[]>([]);
  // images per row (by its line) and slot
  const [images, setImages] = useState<Record<number, Record<number, Slot>>>({});
  const batch = useBatchRun();
  const queryClient = useQueryClient();
  // a row naming a stored product keeps that product's GST rate and HSN code unchecked (decision 152)
  const stored = useBulkStoredProducts();

  const setSlot = (line: number, slot: number, state: Slot) =>
    setImages((all) => ({ ...all, [line]: { ...all[line], [slot]: state } }));

  const upload = async (line: number, slot: number, file: File) => {
    setSlot(line, slot, { status: 'uploading' });
    try {
      const { url } = await uploadImage(file);
      setSlot(line, slot, { status: 'done', url });
    } catch (e) {
      setSlot(line, slot, { status: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  };

  const urlsOf = (line: number) =>
    SLOTS.map((s) => images[line]?.[s]).flatMap((slot) => (slot?.status === 'done' ? [slot.url] : []));
  const uploading = Object.values(images).some((r) => Object.values(r).some((s) => s.status === 'uploading'));

  const setTableData = () => {
    const read = readBulkProductBoxes(boxes, stored.data ?? []);
    batch.reset();
    setRows(read.rows);
    setProblems(read.problems);
    setImages({});
  };

  const inputOf = (row: BulkProductRow & { line: number }) => {
    const { line, ...fields } = row;
    const urls = urlsOf(line);
    return urls.length > 0 ? { ...fields, productImage: urls } : fields;
  };

  // after a run the stored products are read again, for the next Set Table Data, and every screen made
  // of them shows them when next shown (the Listing tab's names, the listing grids: lib/catalogue-queries.ts)
  const create = async () => {
    await batch.run(rows, (chunk) => createManyProducts(chunk.map(inputOf)));
    await readProductsAgain(queryClient);
  };
  const update = async () => {
    await batch.run(rows, (chunk) =>
      updateManyProducts(
        chunk.map((row) => {
          const { productName, ...data } = inputOf(row);
          return { where: { productName }, data };
        }),
      ),
    );
    await readProductsAgain(queryClient);
  };

  const reset = () => {
    setBoxes({});
    setRows([]);
    setProblems([]);
    setImages({});
    batch.reset();
  };

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Bulk products
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
          mb: 2,
        }}
      >
        {BOXES.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
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
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button variant="contained" onClick={setTableData} disabled={batch.running || stored.isLoading}>
          Set Table Data
        </Button>
        <Button
          variant="contained"
          disabled={rows.length === 0 || batch.running || uploading}
          onClick={() => void create()}
        >
          Create
        </Button>
        <Button
          variant="contained"
          color="secondary"
          disabled={rows.length === 0 || batch.running || uploading}
          onClick={() => void update()}
        >
          Update
        </Button>
        <ResetButton onClick={reset} disabled={batch.running} />
      </Stack>
      <ProblemList problems={problems} unit="Row" />
      <BatchProgress progress={batch.progress} />
      {rows.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 560 }}>
          <Table size="small" stickyHeader aria-label="Products to send">
            <TableHead>
              <TableRow>
                <TableCell>{ROW_NUMBER.label}</TableCell>
                <TableCell>Product Name</TableCell>
                <TableCell>Cost</TableCell>
                <TableCell>GST</TableCell>
                <TableCell>Image Uploaded</TableCell>
                <TableCell>HSN</TableCell>
                <TableCell>Unit</TableCell>
                <TableCell>Upload</TableCell>
                <TableCell sx={{ minWidth: 200 }}>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={row.line} aria-label={row.productName}>
                  {/* The row's number in the boxes, as the problem list names it: a row left out leaves a gap. */}
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{row.productName}</TableCell>
                  <TableCell>{formatNumber(row.purchaseCost)}</TableCell>
                  <TableCell>{formatNumber(row.gst)}</TableCell>
                  <TableCell>{urlsOf(row.line).length}</TableCell>
                  <TableCell>{row.hsnCode ?? ''}</TableCell>
                  <TableCell>{row.unit ?? ''}</TableCell>
                  <TableCell>
                    {/* At least three buttons (100 px each) a line: in the phone's table the cell
                        shrank to one button, and the five stood one per line. */}
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', minWidth: 312 }}>
                      {SLOTS.map((slot) => {
                        const state = images[row.line]?.[slot];
                        return (
                          <Box key={slot} title={state?.status === 'error' ? state.message : undefined}>
                            <UploadButton
                              label={`Img ${slot}`}
                              accept="image/jpeg"
                              variant={state?.status === 'done' ? 'contained' : 'outlined'}
                              disabled={state?.status === 'uploading' || batch.running}
                              onFiles={(files) => void upload(row.line, slot, files[0]!)}
                            />
                            {state?.status === 'error' && (
                              <Typography
                                variant="caption"
                                color="error"
                                role="alert"
                                sx={{ display: 'block' }}
                              >
                                {state.message}
                              </Typography>
                            )}
                          </Box>
                        );
                      })}
                    </Stack>
                  </TableCell>
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
