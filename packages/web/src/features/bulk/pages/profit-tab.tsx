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
import { boxLines, formatIndian } from '@seller-desk/core';
import { useState } from 'react';
import { useBulkListingPrices, type ChannelListing } from '../api/bulk-listing-prices.ts';

const CHANNELS = [
  { key: 'flipkart', box: 'Flip SKU', label: 'Flipkart' },
  { key: 'amazon', box: 'Amaz SKU', label: 'Amazon' },
  { key: 'meesho', box: 'Meesho SKU', label: 'Meesho' },
] as const;
type Key = (typeof CHANNELS)[number]['key'];

interface Cell {
  sku: string;
  profit: number | null;
  note: string | null;
}

const oneDecimal = (n: number) => formatIndian(n, 1);

/** Get All Profit: each SKU's earnings per sale (the fee model's leftover plus the profit target). */
export function ProfitTab() {
  const prices = useBulkListingPrices();
  const [boxes, setBoxes] = useState<Record<Key, string>>({ flipkart: '', amazon: '', meesho: '' });
  const [table, setTable] = useState<Record<Key, Cell[]> | null>(null);

  const setTableData = () => {
    if (!prices.data) return;
    const out = {} as Record<Key, Cell[]>;
    for (const { key, label } of CHANNELS) {
      const bySku = new Map<string, ChannelListing>(prices.data[key].map((l) => [l.skuid.toLowerCase(), l]));
      out[key] = boxLines(boxes[key]).map((sku) => {
        const l = bySku.get(sku.toLowerCase());
        if (!l) return { sku, profit: null, note: `Not listed on ${label}` };
        if (l.earned === null) return { sku, profit: null, note: 'Not computed: inputs missing' };
        return { sku, profit: l.earned, note: null };
      });
    }
    setTable(out);
  };

  const count = table ? Math.max(0, ...CHANNELS.map((c) => table[c.key].length)) : 0;
  const total = (key: Key) => (table?.[key] ?? []).reduce((sum, c) => sum + (c.profit ?? 0), 0);

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Get all profit
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 2 }}>
        {CHANNELS.map(({ key, box }) => (
          <TextField
            key={key}
            label={box}
            multiline
            minRows={4}
            maxRows={12}
            size="small"
            value={boxes[key]}
            onChange={(e) => setBoxes((b) => ({ ...b, [key]: e.target.value }))}
            helperText="One SKU per line"
          />
        ))}
      </Box>
      <Button variant="contained" onClick={setTableData} disabled={!prices.data}>
        Set Table Data
      </Button>
      {prices.error && <Alert severity="error">{prices.error.message}</Alert>}
      {table && (
        <>
          <Stack direction="row" spacing={3} sx={{ my: 2, flexWrap: 'wrap' }} useFlexGap aria-label="Totals">
            {(['amazon', 'flipkart', 'meesho'] as const).map((key) => (
              <Typography key={key} sx={{ fontWeight: 600 }}>
                {CHANNELS.find((c) => c.key === key)!.label}: {oneDecimal(total(key))}
              </Typography>
            ))}
          </Stack>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Profit by line">
              <TableHead>
                <TableRow>
                  <TableCell>Line</TableCell>
                  {CHANNELS.map((c) => (
                    <TableCell key={c.key} colSpan={2}>
                      {c.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {Array.from({ length: count }, (_, i) => (
                  <TableRow key={i}>
                    <TableCell>{i + 1}</TableCell>
                    {CHANNELS.map(({ key }) => {
                      const cell = table[key][i];
                      return [
                        <TableCell key={`${key}-sku`}>{cell?.sku ?? ''}</TableCell>,
                        <TableCell
                          key={`${key}-profit`}
                          sx={{ color: cell?.note ? 'error.main' : undefined }}
                        >
                          {cell ? (cell.note ?? oneDecimal(cell.profit!)) : ''}
                        </TableCell>,
                      ];
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
