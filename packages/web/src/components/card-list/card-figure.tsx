import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One labelled figure of a phone card (a product's cost, a document's total): the label above, the value on one line. */
export function CardFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 600, fontSize: 14, whiteSpace: 'nowrap' }}>{children}</Box>
    </Box>
  );
}
