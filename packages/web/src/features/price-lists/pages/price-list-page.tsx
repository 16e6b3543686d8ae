import AddIcon from '@mui/icons-material/Add';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { nameKey, retailPrice, wholesalePrices, ROW_NUMBER } from '@seller-desk/core';
import { useDeferredValue, useState } from 'react';
import { formatRupees } from '../../../lib/format.ts';
import { usePriceListProducts } from '../api/price-list-products.ts';
import { AddProductDialog } from '../components/add-product-dialog.tsx';

/** The retail list (Price = 2 × cost) or the wholesale list (cost + 30 / 20 / 10 by order size). */
export function PriceListPage({ kind }: { kind: 'retail' | 'wholesale' }) {
  const products = usePriceListProducts();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const query = nameKey(useDeferredValue(search));
  const rows = (products.data ?? []).filter((p) => query === '' || nameKey(p.productName).includes(query));
  const title = kind === 'retail' ? 'Retail price list' : 'Wholesale price list';
  const priceHeads =
    kind === 'retail' ? ['Price'] : ['Price (10 pcs)', 'Price (100 pcs)', 'Price (200+ pcs)'];
  const pricesOf = (cost: number | null | undefined) => {
    if (kind === 'retail') return [retailPrice(cost)];
    const w = wholesalePrices(cost);
    return w ? [w.qty10, w.qty100, w.qty200] : [null, null, null];
  };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Add Product
        </Button>
      </Stack>
      <TextField
        label="Search by product name"
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
      {products.isPending && <LinearProgress aria-label="Loading products" />}
      {products.error && <Alert severity="error">{products.error.message}</Alert>}
      <TableContainer
        component={Paper}
        variant="outlined"
        // scrolls sideways on a phone: reachable with the keyboard too
        tabIndex={0}
        role="region"
        aria-label={`${title}, scrollable`}
      >
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{ROW_NUMBER.label}</TableCell>
              <TableCell>Image</TableCell>
              <TableCell>Product Name</TableCell>
              {priceHeads.map((h) => (
                <TableCell key={h} align="right">
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p, i) => (
              <TableRow key={p.id} aria-label={p.productName}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>
                  {p.img ? (
                    <Box
                      component="img"
                      src={p.img}
                      alt={p.productName}
                      sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
                    />
                  ) : null}
                </TableCell>
                <TableCell>{p.productName}</TableCell>
                {pricesOf(p.purchaseCost).map((price, k) => (
                  <TableCell
                    key={k}
                    align="right"
                    sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    {formatRupees(price)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {products.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={3 + priceHeads.length}>No Rows</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <AddProductDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
