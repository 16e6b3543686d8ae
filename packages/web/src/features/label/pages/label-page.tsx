import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import GlobalStyles from '@mui/material/GlobalStyles';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
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
import Typography from '@mui/material/Typography';
import {
  boxLines,
  channelInfo,
  fieldTitle,
  LISTING_FIELDS,
  PRODUCT_FIELDS,
  skuIndex,
  toCsv,
} from '@seller-desk/core';
import { toSVG } from 'bwip-js/browser';
import { useState } from 'react';
import { saveBlob, saveCsv } from '../../../lib/download.ts';
import { apiFetch, errorMessage, readJson } from '../../../lib/http.ts';
import { PLATFORMS, useRackListings, type Platform, type RackListing } from '../api/rack-listings.ts';

interface RackRow {
  /** The listing's SKU as stored when one was found, else the SKU as typed. */
  sku: string;
  listing: RackListing | null;
  /** Why no listing was found: not listed, or two or more differing from it only in case. */
  problem: { reason: 'none' | 'ambiguous'; text: string } | null;
}

/** "A and B", "A, B and C". */
const joinAnd = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A Code 128 barcode of `text` as an SVG data URL, made in the browser (bwip-js; no outside service). */
function barcode(text: string): string {
  const svg = toSVG({ bcid: 'code128', text, scale: 2, height: 10, includetext: true, textxalign: 'center' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`${src} could not be drawn`));
    img.src = src;
  });

/**
 * The table's and the rack sheet's column titles, the dictionary's (decision 381): the GST column shows
 * the rate ("GST %"), the HSN column the products' HSN codes ("HSN Code"). The Listing CSV keeps its
 * file's own header ("GST", "HSN", its cells "GST_18"): a marketplace file's columns are no labels.
 */
const HEADS = {
  sku: fieldTitle(LISTING_FIELDS.skuid),
  productName: fieldTitle(PRODUCT_FIELDS.productName),
  rackNo: fieldTitle(PRODUCT_FIELDS.rackNo),
  gst: fieldTitle(PRODUCT_FIELDS.gst),
  hsn: fieldTitle(PRODUCT_FIELDS.hsnCode),
};

/** The rack sheet as one PNG: image, SKU, product name and rack number per row, A4 width at 96 dpi. */
async function rackSheetPng(rows: RackRow[], platform: Platform): Promise<Blob> {
  const width = 794;
  const rowHeight = 72;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = 80 + rows.length * rowHeight;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111111';
  ctx.font = 'bold 20px sans-serif';
  ctx.fillText(`Sku Wise Rack Detail — ${channelInfo(platform).label}`, 16, 32);
  ctx.font = 'bold 14px sans-serif';
  ['Image', HEADS.sku, HEADS.productName, HEADS.rackNo].forEach((h, i) =>
    ctx.fillText(h, [16, 100, 300, 680][i]!, 64),
  );
  ctx.font = '14px sans-serif';
  for (const [i, row] of rows.entries()) {
    const y = 80 + i * rowHeight;
    ctx.strokeStyle = '#cccccc';
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
    ctx.stroke();
    if (row.listing?.img) {
      try {
        ctx.drawImage(await loadImage(row.listing.img), 16, y + 6, 60, 60);
      } catch {
        // an image that cannot be drawn leaves its cell empty
      }
    }
    ctx.fillStyle = '#111111';
    ctx.fillText(row.sku, 100, y + 40, 190);
    ctx.fillText(row.listing ? (row.listing.productName ?? '') : (row.problem?.text ?? ''), 300, y + 40, 370);
    ctx.fillText(row.listing?.rackNo ?? '', 680, y + 40, 100);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The PNG could not be made'))), 'image/png'),
  );
}

/** /label: the SKU tool, Sku Wise Rack Detail (PNG and A4 print) and printable Code 128 SKU labels. */
export function LabelPage() {
  const listings = useRackListings();
  const [skuText, setSkuText] = useState('');
  const [platform, setPlatform] = useState<Platform>('flipkart');
  // the marketplace as every other screen writes it: "Flipkart", not the key "flipkart"
  const platformName = channelInfo(platform).label;
  const [rows, setRows] = useState<RackRow[]>([]);
  const [slots, setSlots] = useState(5);
  const [error, setError] = useState<string | null>(null);

  // A SKU is its listing's when they are the same text; typed in another case, when one listing alone
  // differs from it only in case. The row, the files and the label then carry the SKU as listed: case
  // matters on the marketplaces (decisions 021 and 139).
  const setTableData = () => {
    const find = skuIndex(listings.data?.[platform] ?? [], (l) => l.skuid);
    setRows(
      boxLines(skuText).map((typed): RackRow => {
        const match = find(typed);
        if (match.ok) return { sku: match.item.skuid, listing: match.item, problem: null };
        const text =
          match.reason === 'none'
            ? `Not listed on ${platformName}`
            : `${joinAnd(match.skus)} on ${platformName} differ from it only in case: type it exactly`;
        return { sku: typed, listing: null, problem: { reason: match.reason, text } };
      }),
    );
  };

  // A SKU not listed on the platform is shown in the table, in red, and nowhere else: the Listing CSV, the
  // images and the labels describe listings, and a label printed for a mistyped SKU would be stuck on stock
  // (decision 121).
  const listed = rows.filter((r): r is RackRow & { listing: RackListing } => r.listing !== null);
  const notListed = rows.filter((r) => r.problem?.reason === 'none').map((r) => r.sku);
  const unclear = rows.filter((r) => r.problem?.reason === 'ambiguous');
  const imgHeads = Array.from({ length: slots }, (_, i) => `Img ${i + 1}`);
  const downloadCsv = () =>
    saveCsv(
      'sku-listing.csv',
      toCsv(
        ['SKU', 'Product Name', 'GST', 'HSN', ...imgHeads],
        listed.map((r) => [
          r.sku,
          r.listing.productName ?? '',
          r.listing.tax.gst,
          r.listing.tax.hsn,
          ...imgHeads.map((_, i) =>
            r.listing.images[i] ? new URL(r.listing.images[i], location.origin).href : '',
          ),
        ]),
      ),
    );

  /** The rows' images (as many as there are Img slots) zipped by the server as "<SKU> <n>.jpeg" (decision 102). */
  const [zipping, setZipping] = useState(false);
  const downloadImages = async () => {
    setZipping(true);
    setError(null);
    try {
      const res = await apiFetch('/files/named-images.zip', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          rows: listed.map((r) => ({ name: r.sku, images: r.listing.images.slice(0, slots) })),
        }),
      });
      if (!res.ok) await readJson(res);
      saveBlob('sku-images.zip', await res.blob());
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setZipping(false);
    }
  };
  const hasImages = listed.some((r) => r.listing.images.length > 0);

  return (
    <Box className="label-page">
      {/* Printing shows the rack sheet and the labels on A4, without the app's bars and buttons. */}
      <GlobalStyles
        styles={{
          '@media print': {
            '@page': { size: 'A4', margin: '10mm' },
            'header, nav, .no-print, .MuiDrawer-root': { display: 'none !important' },
            'main, body': { margin: '0 !important', padding: '0 !important', background: '#fff !important' },
          },
        }}
      />
      <Box className="no-print">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
          Label
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} useFlexGap>
          <TextField
            label="SKU"
            multiline
            minRows={4}
            maxRows={12}
            size="small"
            value={skuText}
            onChange={(e) => setSkuText(e.target.value)}
            helperText="One SKU per line"
            sx={{ flex: 1 }}
          />
          <FormControl size="small" sx={{ minWidth: 160 }}>
            <InputLabel id="platform-label">Platform</InputLabel>
            <Select
              labelId="platform-label"
              label="Platform"
              value={platform}
              onChange={(e) => setPlatform(e.target.value as Platform)}
            >
              {PLATFORMS.map((p) => (
                <MenuItem key={p} value={p}>
                  {channelInfo(p).label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
          <Button variant="contained" onClick={setTableData} disabled={!listings.data}>
            Set Table Data
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={listed.length === 0}
            onClick={downloadCsv}
          >
            Download Listing CSV
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!hasImages || zipping}
            onClick={() => void downloadImages()}
          >
            Download Images ZIP
          </Button>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setSlots((n) => Math.min(20, n + 1))}
          >
            Add image slot
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={rows.length === 0}
            onClick={() =>
              void rackSheetPng(rows, platform).then(
                (png) => saveBlob('rack-sheet.png', png),
                (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
              )
            }
          >
            Download Rack Sheet PNG
          </Button>
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            disabled={rows.length === 0}
            onClick={() => window.print()}
          >
            Print A4
          </Button>
        </Stack>
        {listings.error && <Alert severity="error">{listings.error.message}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        {notListed.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Not listed on {platformName}: {notListed.join(', ')}.{' '}
            {notListed.length === 1 ? 'It is' : 'They are'} left out of the Listing CSV, the images and the
            labels.
          </Alert>
        )}
        {unclear.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Which listing is meant is not clear:{' '}
            {unclear.map((r) => `${r.sku} (${r.problem?.text ?? ''})`).join('; ')}.{' '}
            {unclear.length === 1 ? 'It is' : 'They are'} left out of the Listing CSV, the images and the
            labels.
          </Alert>
        )}
      </Box>
      {rows.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Sku Wise Rack Detail
          </Typography>
          <TableContainer component={Paper} variant="outlined" className="print-sheet">
            <Table size="small" aria-label="Sku Wise Rack Detail">
              <TableHead>
                <TableRow>
                  <TableCell>Image</TableCell>
                  <TableCell>{HEADS.sku}</TableCell>
                  <TableCell>{HEADS.productName}</TableCell>
                  <TableCell>{HEADS.rackNo}</TableCell>
                  <TableCell>{HEADS.gst}</TableCell>
                  <TableCell>{HEADS.hsn}</TableCell>
                  {imgHeads.map((h) => (
                    <TableCell key={h} className="no-print">
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r, i) => (
                  <TableRow key={i} aria-label={r.sku}>
                    <TableCell>
                      {r.listing?.img && (
                        <Box
                          component="img"
                          src={r.listing.img}
                          alt={r.sku}
                          sx={{ width: 48, height: 48, objectFit: 'cover' }}
                        />
                      )}
                    </TableCell>
                    <TableCell>{r.sku}</TableCell>
                    <TableCell sx={{ color: r.listing ? undefined : 'error.main' }}>
                      {r.listing ? r.listing.productName : r.problem?.text}
                    </TableCell>
                    <TableCell>{r.listing?.rackNo ?? ''}</TableCell>
                    <TableCell>{r.listing?.gstRate ?? ''}</TableCell>
                    <TableCell>{r.listing?.tax.hsn ?? ''}</TableCell>
                    {imgHeads.map((h, k) => (
                      <TableCell key={h} className="no-print">
                        {r.listing?.images[k] ? '✓' : ''}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {listed.length > 0 && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                SKU labels
              </Typography>
              <Box
                aria-label="SKU labels"
                role="list"
                sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
              >
                {listed.map((r, i) => (
                  <Paper
                    key={i}
                    variant="outlined"
                    role="listitem"
                    sx={{ p: 1, textAlign: 'center', bgcolor: '#fff', color: '#000' }}
                  >
                    <Box
                      component="img"
                      src={barcode(r.sku)}
                      alt={`Code 128 barcode of ${r.sku}`}
                      sx={{ maxWidth: '100%', height: 64 }}
                    />
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      Rack {r.listing.rackNo ?? '—'}
                    </Typography>
                  </Paper>
                ))}
              </Box>
            </>
          )}
        </>
      )}
    </Box>
  );
}
