import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { UploadButton } from '../../../components/upload-button.tsx';
import { uploadImage } from '../../../lib/upload-image.ts';
import { useAddProductForSale } from '../api/price-list-products.ts';
import { addProductInput, type AddProductField, type AddProductForm } from './add-product-input.ts';

const EMPTY: AddProductForm = { productName: '', finalPrice: '', stock: '', gst: '', hsnCode: '' };

/**
 * Add Product (from the price lists): Image, Product Name, Final Price, Stock, GST, HSN CODE; stored with
 * forSale true. The Final Price is the retail price, so the purchase cost stored is half of it (docs/bulk.md).
 */
export function AddProductDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const add = useAddProductForSale();
  const [form, setForm] = useState(EMPTY);
  // Problems show under their fields once Add was pressed, and follow what is typed from then on.
  const [tried, setTried] = useState(false);
  const [image, setImage] = useState<{ url: string } | { error: string } | 'uploading' | null>(null);
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  // An upload still running when the form is discarded must not reappear in the next one.
  const uploadRun = useRef(0);
  const close = () => {
    uploadRun.current += 1;
    setForm(EMPTY);
    setTried(false);
    setImage(null);
    add.reset();
    onClose();
  };
  // Close, Escape or a click outside with something typed or uploaded asks first (decisions 118 and 125).
  const guard = useDiscardGuard(
    close,
    'The product typed here is not added yet. Discard it, or keep editing and press Add.',
  );
  useReportDirty(
    open && (image !== null || Object.values(form).some((value) => value.trim() !== '')),
    guard.setDirty,
  );

  const uploaded = image && typeof image === 'object' && 'url' in image ? image.url : null;
  const checked = addProductInput(form, uploaded);
  const problemOf = (field: AddProductField) => (tried && !checked.ok ? checked.problems[field] : undefined);
  // Nothing is sent while a field is wrong; a refused Add shows the server's reason below the fields
  // (add.error) and keeps the form.
  const submit = () => {
    setTried(true);
    if (checked.ok) add.mutate(checked.input, { onSuccess: close });
  };
  /** A number box: a text box with the phone's keypad, which keeps what is typed for the check to read. */
  const numberProps = (field: AddProductField, inputMode: 'decimal' | 'numeric') => ({
    value: form[field],
    onChange: set(field),
    error: Boolean(problemOf(field)),
    slotProps: { htmlInput: { inputMode, style: { textAlign: 'right' as const } } },
  });

  return (
    <>
      <Dialog
        open={open}
        onClose={guard.requestClose}
        fullWidth
        maxWidth="xs"
        aria-labelledby="add-product-title"
      >
        <DialogTitle id="add-product-title">Add Product</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Box>
              <UploadButton
                label="Image"
                accept="image/jpeg"
                disabled={image === 'uploading'}
                onFiles={(files) => {
                  setImage('uploading');
                  const run = uploadRun.current;
                  uploadImage(files[0]!).then(
                    (r) => run === uploadRun.current && setImage({ url: r.url }),
                    (e: unknown) =>
                      run === uploadRun.current &&
                      setImage({ error: e instanceof Error ? e.message : String(e) }),
                  );
                }}
              />
              <Typography variant="body2" sx={{ mt: 0.5 }} role="status">
                {image === 'uploading'
                  ? 'Uploading…'
                  : image && 'url' in image
                    ? 'Image uploaded'
                    : image && 'error' in image
                      ? image.error
                      : ''}
              </Typography>
            </Box>
            <TextField
              label="Product Name"
              required
              value={form.productName}
              onChange={set('productName')}
              error={Boolean(problemOf('productName'))}
              helperText={problemOf('productName')}
            />
            <TextField
              label="Final Price"
              {...numberProps('finalPrice', 'decimal')}
              helperText={
                problemOf('finalPrice') ?? 'The retail price; the purchase cost stored is half of it'
              }
            />
            <TextField label="Stock" {...numberProps('stock', 'numeric')} helperText={problemOf('stock')} />
            <TextField label="GST" {...numberProps('gst', 'decimal')} helperText={problemOf('gst')} />
            <TextField
              label="HSN CODE"
              value={form.hsnCode}
              onChange={set('hsnCode')}
              error={Boolean(problemOf('hsnCode'))}
              helperText={problemOf('hsnCode')}
            />
            {add.error && <Alert severity="error">{add.error.message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.requestClose}>Close</Button>
          <Button
            variant="contained"
            disabled={form.productName.trim() === '' || image === 'uploading' || add.isPending}
            onClick={submit}
          >
            Add
          </Button>
        </DialogActions>
      </Dialog>
      {guard.dialog}
    </>
  );
}
