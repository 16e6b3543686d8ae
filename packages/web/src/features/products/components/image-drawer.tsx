import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import ErrorIcon from '@mui/icons-material/Error';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useDiscardGuard, useReportDirty } from '../../../components/discard-guard.tsx';
import { useNotify } from '../../../components/snackbar.tsx';
import { UploadButton } from '../../../components/upload-button.tsx';
import { PRODUCT_FIELDS, thumbnailUrl } from '@seller-desk/core';
import { readProductsAgain } from '../../../lib/catalogue-queries.ts';
import { errorMessage } from '../../../lib/http.ts';
import { saveProduct } from '../api/save-product.ts';
import { uploadImage } from '../api/upload-image.ts';
import type { Product } from '../api/product-fields.ts';
import { KeywordsInput } from './keywords-input.tsx';

type UploadState = 'waiting' | 'uploading' | 'done' | 'failed';

interface Upload {
  key: number;
  file: File;
  state: UploadState;
  progress: number;
  url?: string;
  thumbnailUrl?: string;
  error?: string;
}

const stateText: Record<UploadState, string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded and added to the images',
  failed: 'Failed',
};

function isJpeg(file: File): boolean {
  return file.type === 'image/jpeg' || (file.type === '' && /\.jpe?g$/i.test(file.name));
}

let uploadKey = 0;

/** The right-hand drawer of a product's images and keywords (docs/screens.md, Products). */
export function ImageDrawer({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const open = product !== null;
  // Uploads, removals and keywords are kept only by Save: Close, Escape or a click outside ask first.
  const guard = useDiscardGuard(
    onClose,
    `The images and keywords changed here are not saved with ${product?.productName ?? 'the product'} yet. Discard the changes, or keep editing and press Save.`,
  );
  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={guard.requestClose}
        // Above the app bar, which sits above the menu drawer.
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { sx: { width: { xs: '100%', md: 480 } } } }}
      >
        {product && (
          <ImageDrawerContent
            key={product.id}
            product={product}
            onClose={onClose}
            onRequestClose={guard.requestClose}
            onDirtyChange={guard.setDirty}
          />
        )}
      </Drawer>
      {guard.dialog}
    </>
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

function ImageDrawerContent({
  product,
  onClose,
  onRequestClose,
  onDirtyChange,
}: {
  product: Product;
  /** Closes at once (after a save). */
  onClose: () => void;
  /** Closes, asking first when something is not saved. */
  onRequestClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const titleId = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [images, setImages] = useState<string[]>(product.productImage);
  const [keywords, setKeywords] = useState<string[]>(product.searchKeyword);
  const [amazonKeyword, setAmazonKeyword] = useState(product.amazonKeyword ?? '');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = (key: number, patch: Partial<Upload>) =>
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  // Files go up one after another, in the order they were picked.
  useEffect(() => {
    if (running.current) return;
    const next = uploads.find((u) => u.state === 'waiting');
    if (!next) return;
    running.current = true;
    update(next.key, { state: 'uploading', progress: 0 });
    uploadImage(next.file, (fraction) => update(next.key, { progress: Math.round(fraction * 100) }))
      .then((result) => {
        if (!mounted.current) return;
        update(next.key, {
          state: 'done',
          progress: 100,
          url: result.url,
          thumbnailUrl: result.thumbnailUrl,
        });
        // One step: an uploaded file is one of the images at once; Save stores them with the product.
        setImages((current) => (current.includes(result.url) ? current : [...current, result.url]));
      })
      .catch((error: unknown) => {
        if (mounted.current) update(next.key, { state: 'failed', error: errorMessage(error) });
      })
      .finally(() => {
        running.current = false;
        // Trigger the next file, if any.
        if (mounted.current) setUploads((current) => [...current]);
      });
  }, [uploads]);

  const pick = (files: File[]) => {
    const picked: Upload[] = files.map((file) => {
      uploadKey += 1;
      return isJpeg(file)
        ? { key: uploadKey, file, state: 'waiting', progress: 0 }
        : {
            key: uploadKey,
            file,
            state: 'failed',
            progress: 0,
            error: `Only JPEG images can be uploaded: ${file.name} is not a JPEG`,
          };
    });
    setUploads((current) => [...current, ...picked]);
  };

  const busy = uploads.some((u) => u.state === 'waiting' || u.state === 'uploading');
  const dirty =
    busy ||
    !sameList(images, product.productImage) ||
    !sameList(keywords, product.searchKeyword) ||
    amazonKeyword.trim() !== (product.amazonKeyword ?? '').trim();
  useReportDirty(dirty, onDirtyChange);

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    const productImage = images;
    try {
      await saveProduct({
        id: product.id,
        data: {
          productImage,
          searchKeyword: keywords,
          amazonKeyword: amazonKeyword.trim() === '' ? null : amazonKeyword.trim(),
          version: product.version,
        },
      });
      await readProductsAgain(queryClient);
      notify({ message: 'Updated successfully', severity: 'success' });
      onClose();
    } catch (error) {
      setSaveError(errorMessage(error));
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  return (
    <Box
      role="region"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            Images and keywords
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {product.productName}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 2, flex: 1, overflowY: 'auto' }}>
        <Box component="section" aria-label={PRODUCT_FIELDS.productImage.label}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {PRODUCT_FIELDS.productImage.label} ({images.length})
          </Typography>
          {images.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No images yet.
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
              }}
            >
              {images.map((url, index) => (
                <Box component="li" key={url} sx={{ position: 'relative' }}>
                  <Box
                    component="img"
                    src={thumbnailUrl(url)}
                    alt={`Image ${index + 1} of ${product.productName}`}
                    sx={{
                      width: '100%',
                      aspectRatio: '1',
                      objectFit: 'cover',
                      borderRadius: 1,
                      display: 'block',
                      bgcolor: 'action.hover',
                    }}
                  />
                  <IconButton
                    size="small"
                    aria-label={`Remove image ${index + 1}`}
                    onClick={() => setImages((current) => current.filter((u) => u !== url))}
                    sx={{
                      position: 'absolute',
                      top: 4,
                      right: 4,
                      bgcolor: 'background.paper',
                      '&:hover': { bgcolor: 'background.paper' },
                    }}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          )}
        </Box>

        <Box component="section" aria-label="Upload images">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <UploadButton label="Choose JPEG images" accept="image/jpeg" multiple onFiles={pick} />
          </Stack>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            Each uploaded JPEG joins the images above; Save keeps them with the product.
          </Typography>
          {uploads.length > 0 && (
            <List dense aria-label="Picked files">
              {uploads.map((upload) => (
                <ListItem
                  key={upload.key}
                  disableGutters
                  secondaryAction={
                    upload.state === 'failed' || upload.state === 'done' ? (
                      <IconButton
                        edge="end"
                        size="small"
                        aria-label={`Remove ${upload.file.name} from the list`}
                        onClick={() => setUploads((current) => current.filter((u) => u.key !== upload.key))}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    ) : undefined
                  }
                >
                  <Box
                    sx={{
                      mr: 1,
                      display: 'flex',
                      color: upload.state === 'failed' ? 'error.main' : 'success.main',
                    }}
                  >
                    {upload.state === 'failed' ? (
                      <ErrorIcon fontSize="small" />
                    ) : upload.state === 'done' ? (
                      <CheckCircleIcon fontSize="small" />
                    ) : null}
                  </Box>
                  <ListItemText
                    primary={upload.file.name}
                    secondary={
                      <Box component="span" sx={{ display: 'block' }}>
                        <Box
                          component="span"
                          sx={{
                            display: 'block',
                            color: upload.state === 'failed' ? 'error.main' : undefined,
                          }}
                        >
                          {upload.state === 'failed'
                            ? upload.error
                            : `${stateText[upload.state]}${upload.state === 'uploading' ? ` ${upload.progress}%` : ''}`}
                        </Box>
                        {(upload.state === 'uploading' || upload.state === 'waiting') && (
                          <LinearProgress
                            sx={{ display: 'block', mt: 0.5 }}
                            variant={upload.state === 'uploading' ? 'determinate' : 'indeterminate'}
                            value={upload.progress}
                            aria-label={`Upload of ${upload.file.name}`}
                          />
                        )}
                      </Box>
                    }
                    slotProps={{ secondary: { component: 'span' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {busy && (
            <Typography variant="caption" color="text.secondary">
              Uploading one file after another…
            </Typography>
          )}
        </Box>

        <KeywordsInput label={PRODUCT_FIELDS.searchKeyword.label} value={keywords} onChange={setKeywords} />
        <TextField
          label={PRODUCT_FIELDS.amazonKeyword.label}
          value={amazonKeyword}
          onChange={(event) => setAmazonKeyword(event.target.value)}
          multiline
          minRows={2}
        />
        {saveError && (
          <Alert severity="error" role="alert">
            {saveError}
          </Alert>
        )}
      </Stack>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onRequestClose}>Close</Button>
        <Button variant="contained" onClick={() => void save()} loading={saving} disabled={busy}>
          Save
        </Button>
      </Stack>
    </Box>
  );
}
