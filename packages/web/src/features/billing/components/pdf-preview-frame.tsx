import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { pdfMakerLoaded, renderPdfBlob, type PdfSource } from '../pdf-preview.ts';

/** docs/billing.md, Screens: the PDF is made again 500 ms after the last change. */
export const PREVIEW_DELAY_MS = 500;

/** How long a drawn PDF may take to open in its frame before it is shown anyway. */
const OPEN_WAIT_MS = 4000;

/** What the preview is doing, in the words it shows (issue 40 #9: no empty box without a reason). */
export function previewStatus(firstInTab: boolean, opening: boolean): string {
  if (opening) return 'Opening the PDF…';
  return firstInTab
    ? 'Preparing the PDF preview: loading the PDF maker and its fonts, the first time in this tab.'
    : 'Drawing the PDF preview…';
}

/**
 * The live preview: the PDF drawn in the browser (in a worker) from the same definition the server
 * renders. Until the first PDF is open, a page-shaped placeholder says what is being prepared; a new PDF
 * opens in a second frame behind the one shown and takes its place once open, so the preview never goes
 * blank while it is updated. The form stays usable throughout.
 */
export function PdfPreviewFrame({ pdf, title }: { pdf: PdfSource; title: string }) {
  /** The PDF shown, and one opening behind it. */
  const [shown, setShown] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);
  /**
   * The PDF being drawn. One is drawn at a time, and one asked for while another is drawn waits for it
   * and is skipped if a newer one was asked for meanwhile: the worker drew every PDF asked for side by
   * side, so on a slow or busy machine each change added a drawing and the preview came after all of them.
   */
  const drawing = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let cancelled = false;
    setBusy(true);
    const timer = setTimeout(() => {
      const drawn = drawing.current
        .catch(() => undefined)
        .then(() => (cancelled ? null : renderPdfBlob(pdf)));
      drawing.current = drawn;
      drawn
        .then((blob) => {
          if (cancelled || !blob) return;
          setOpening((old) => {
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
  }, [pdf]);

  // a frame whose load is never reported still takes its place
  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(() => promote(opening), OPEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [opening]);

  const promote = (url: string) => {
    setOpening((current) => (current === url ? null : current));
    setShown((old) => {
      if (old && old !== url) URL.revokeObjectURL(old);
      return url;
    });
  };

  useEffect(
    () => () => {
      if (shown) URL.revokeObjectURL(shown);
    },
    [shown],
  );

  const frameSx = {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
  } as const;
  const status = previewStatus(!pdfMakerLoaded() && !shown, opening !== null && !busy);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box sx={{ minHeight: 20 }} aria-live="polite">
        {(busy || opening) && shown && (
          <Typography variant="caption" color="text.secondary" component="div">
            {busy ? 'Updating the preview…' : 'Opening the new PDF…'}
          </Typography>
        )}
      </Box>
      <Box sx={{ height: 4 }}>
        {(busy || opening) && <LinearProgress aria-label="Making the PDF preview" />}
      </Box>
      {error && (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          The preview could not be made: {error.slice(0, 300)}
        </Alert>
      )}
      <Box sx={{ position: 'relative', width: '100%', flex: 1, minHeight: { xs: 480, md: 760 } }}>
        {!shown && !error && (
          <Box
            role="status"
            data-testid="pdf-preview-preparing"
            sx={{
              ...frameSx,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              p: 3,
              textAlign: 'center',
            }}
          >
            <CircularProgress size={32} aria-hidden />
            <Typography variant="body2">{status}</Typography>
            <Typography variant="body2" color="text.secondary">
              The form can be filled in meanwhile; the preview follows each change.
            </Typography>
          </Box>
        )}
        {/* Keyed by their PDF, so the frame that opened behind is the one shown, not opened again. */}
        {[shown, opening].map(
          (url) =>
            url && (
              <Box
                component="iframe"
                key={url}
                src={url}
                {...(url === shown
                  ? { title, 'data-testid': 'pdf-preview' }
                  : {
                      title: `${title} (opening)`,
                      'aria-hidden': true,
                      tabIndex: -1,
                      onLoad: () => promote(url),
                    })}
                sx={{
                  ...frameSx,
                  ...(url === shown ? {} : { opacity: 0, pointerEvents: 'none' }),
                }}
              />
            ),
        )}
      </Box>
      {shown && (
        <Box component="a" href={shown} target="_blank" rel="noopener" sx={{ fontSize: 14 }}>
          Open the PDF preview
        </Box>
      )}
    </Box>
  );
}
