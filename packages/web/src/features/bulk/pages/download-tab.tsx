import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FIELDS, ROW_NUMBER, toCsv } from '@seller-desk/core';
import { saveCsv } from '../../../lib/download.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useBulkListingPrices, type ChannelListing } from '../api/bulk-listing-prices.ts';

const HEADER = [
  ROW_NUMBER.label,
  FIELDS.listing.skuid.label,
  'Flipkart',
  'Amazon',
  'Meesho',
  'TrendyHandy',
  'Flipkart GST',
  'Flipkart HSN',
  'Amazon GST',
  'Amazon HSN',
  'Meesho GST',
  'Meesho HSN',
];

interface PriceRow {
  sku: string;
  flipkart?: ChannelListing;
  amazon?: ChannelListing;
  meesho?: ChannelListing;
  trendyHandy?: ChannelListing;
}

/** Download Listing Csv (3): one row per SKU with its price on each channel, GST and HSN per marketplace. */
export function DownloadTab() {
  const prices = useBulkListingPrices();
  const bySku = new Map<string, PriceRow>();
  for (const channel of ['flipkart', 'amazon', 'meesho', 'trendyHandy'] as const) {
    for (const l of prices.data?.[channel] ?? []) {
      const row = bySku.get(l.skuid) ?? { sku: l.skuid };
      row[channel] = l;
      bySku.set(l.skuid, row);
    }
  }
  const rows = [...bySku.values()].sort((a, b) => a.sku.localeCompare(b.sku));
  const cells = (r: PriceRow, i: number) => [
    i + 1,
    r.sku,
    r.flipkart?.listingPrice ?? null,
    r.amazon?.listingPrice ?? null,
    r.meesho?.listingPrice ?? null,
    r.trendyHandy?.listingPrice ?? null,
    r.flipkart?.gst ?? null,
    r.flipkart?.hsnCode ?? null,
    r.amazon?.gst ?? null,
    r.amazon?.hsnCode ?? null,
    r.meesho?.gst ?? null,
    r.meesho?.hsnCode ?? null,
  ];

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        Download listing CSV
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={rows.length === 0}
          onClick={() => saveCsv('listings.csv', toCsv(HEADER, rows.map(cells)))}
        >
          Download CSV
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href="/files/listing-images.zip"
          download="Listing.zip"
        >
          Download Listing.zip
        </Button>
      </Stack>
      {prices.isPending && <LinearProgress aria-label="Loading listings" />}
      {prices.error && <Alert severity="error">{prices.error.message}</Alert>}
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ maxHeight: 600 }}
        // scrolls sideways on a phone: reachable with the keyboard too
        tabIndex={0}
        role="region"
        aria-label="Listing prices, scrollable"
      >
        <Table size="small" stickyHeader aria-label="Listing prices">
          <TableHead>
            <TableRow>
              {HEADER.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={r.sku} aria-label={r.sku}>
                {cells(r, i).map((c, k) => (
                  <TableCell key={k}>
                    {typeof c === 'number' && k > 0 ? formatNumber(c) : (c ?? '')}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {prices.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={HEADER.length}>No Rows</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
