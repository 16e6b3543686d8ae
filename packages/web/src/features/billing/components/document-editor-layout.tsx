import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PdfSource } from '../pdf-preview.ts';
import { PdfPreviewFrame } from './pdf-preview-frame.tsx';

/**
 * A document screen's frame (docs/billing.md, Screens): the heading and any notices, then the form and,
 * beside it on a wide screen (below it on a narrow one), the live PDF preview, which stays in view while
 * the form scrolls.
 */
export function DocumentEditorLayout({
  title,
  heading = title,
  notices,
  pdf,
  noPreview,
  children,
}: {
  /** What the document is ("GST Invoice"): it names the form and the preview. */
  title: string;
  /** The screen's heading, when it says more than the title. */
  heading?: ReactNode;
  /** Alerts under the heading (a missing GSTIN, a cancelled invoice). */
  notices?: ReactNode;
  /**
   * What the preview draws; null while the form cannot be drawn as it would be issued (a number field
   * holding no number, decision 148), `noPreview` saying why.
   */
  pdf: PdfSource | null;
  noPreview?: string | undefined;
  /** The form's fields and buttons. */
  children: ReactNode;
}) {
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {heading}
      </Typography>
      {notices}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Paper
          variant="outlined"
          sx={{ p: 2, display: 'grid', gap: 2 }}
          component="form"
          aria-label={title}
          onSubmit={(e) => e.preventDefault()}
        >
          {children}
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 80 }, alignSelf: 'start' }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            PDF preview
          </Typography>
          {pdf ? (
            <PdfPreviewFrame pdf={pdf} title={`${title} PDF preview`} />
          ) : (
            <Alert severity="info" sx={{ mt: 1 }} data-testid="pdf-preview-waiting">
              No preview while {noPreview}
            </Alert>
          )}
        </Paper>
      </Box>
    </>
  );
}
