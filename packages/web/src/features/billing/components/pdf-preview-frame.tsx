import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { PdfDocDefinition } from '@seller-desk/core';
import { useEffect, useState } from 'react';
import { renderPdfBlob } from '../pdf-preview.ts';

/** docs/billing.md, Screens: the PDF is made again 500 ms after the last change. */
export const PREVIEW_DELAY_MS = 500;

/** The live preview: the PDF drawn in the browser from the same definition the server renders. */
export function PdfPreviewFrame({ definition, title }: { definition: PdfDocDefinition; title: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setBusy(true);
    const timer = setTimeout(() => {
      renderPdfBlob(definition)
        .then((blob) => {
          if (cancelled) return;
          setUrl((old) => {
            if (old) URL.revokeObjectURL(old);
            return URL.createObjectURL(blob);
          });
          setError(null);
        })
        .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)))
        .finally(() => !cancelled && setBusy(false));
    }, PREVIEW_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [definition]);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label="Making the PDF preview" />}</Box>
      {error && (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          The preview could not be made: {error.slice(0, 300)}
        </Alert>
      )}
      {url && (
        <>
          <Box
            component="iframe"
            title={title}
            src={url}
            data-testid="pdf-preview"
            sx={{
              width: '100%',
              flex: 1,
              minHeight: { xs: 480, md: 760 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          />
          <Box component="a" href={url} target="_blank" rel="noopener" sx={{ fontSize: 14 }}>
            Open the PDF preview
          </Box>
        </>
      )}
    </Box>
  );
}
