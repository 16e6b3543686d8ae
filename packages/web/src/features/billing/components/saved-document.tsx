import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CHECK_INVOICE_PATH } from '../invoice-screens.ts';

/**
 * What an editor shows once its document is saved: the sentence naming it (its number and total), its
 * PDF to download or open, the way to Check Invoice, and any further action (a new document).
 */
export function SavedDocument({
  title,
  pdfUrl,
  children,
  action,
}: {
  title: string;
  pdfUrl: string;
  /** the success sentence */
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="success" sx={{ mb: 2 }}>
        {children}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" href={`${pdfUrl}?download=1`}>
          Download PDF
        </Button>
        <Button variant="outlined" href={pdfUrl} target="_blank">
          Open PDF
        </Button>
        <Button component={RouterLink} to={CHECK_INVOICE_PATH}>
          Check Invoice
        </Button>
        {action}
      </Box>
    </Box>
  );
}
