import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { INVOICE_KIND_LABEL } from '@seller-desk/core';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardFigure } from '../../../components/card-list/card-figure.tsx';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import type { useInvoices } from '../api/billing-api.ts';
import { creditNotePath } from '../invoice-screens.ts';

/* Check Invoice's saved documents: the parts a row and a card share, and the card (docs/screens.md). */

/** A saved document as the list shows it. */
type Row = NonNullable<ReturnType<typeof useInvoices>['data']>['invoices'][number];

/** A saved document's row or card, with who is looking and how a cancel is asked for. */
interface DocumentActionsProps {
  inv: Row;
  isAdmin: boolean;
  onCancel: (row: { id: string; number: string }) => void;
}

/** What can be done with a saved document: open, download, a credit note (tax invoices), cancel (ADMIN). */
export function RowActions({ inv, isAdmin, onCancel }: DocumentActionsProps) {
  return (
    <>
      <Button size="small" href={inv.pdfUrl} target="_blank">
        Open
      </Button>
      <Button size="small" href={`${inv.pdfUrl}?download=1`} aria-label={`Download ${inv.invoiceNumber}`}>
        Download
      </Button>
      {inv.kind === 'GST_INVOICE' && !inv.cancelled && inv.credited < inv.total && (
        <Button
          size="small"
          component={RouterLink}
          to={creditNotePath(inv.id)}
          aria-label={`Credit note on ${inv.invoiceNumber}`}
        >
          Credit note
        </Button>
      )}
      {isAdmin && !inv.cancelled && (
        <Button
          size="small"
          color="error"
          onClick={() => onCancel({ id: inv.id, number: inv.invoiceNumber })}
        >
          Cancel
        </Button>
      )}
    </>
  );
}

export function CancelledChip({ inv, beside = true }: { inv: Row; beside?: boolean }) {
  return inv.cancelled ? (
    <Chip
      size="small"
      color="error"
      label="cancelled"
      title={inv.cancelReason ?? ''}
      sx={beside ? { ml: 1 } : { display: 'flex', width: 'fit-content', mt: 0.25 }}
    />
  ) : null;
}

/**
 * A bill number that may wrap after its separators ("BYS/MH/2026-27/INV/000123" after a '/', '-' or
 * '_'), not inside a run of digits; <wbr> adds nothing to the text copied.
 */
const breakingAfterSeparators = (number: string) =>
  number.split(/(?<=[/\-_])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));

/**
 * A bill received's own number on the supplier's bill, under ours: the search finds the bill by it
 * (decision 163), so the row shows why it matched. A long number wraps within the column, after its
 * separators where it can.
 */
export function SupplierBillNumber({ inv }: { inv: Row }) {
  const number = inv.document.supplierBillNumber;
  return number ? (
    <Typography
      variant="caption"
      color="text.secondary"
      component="div"
      sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
    >
      Supplier&apos;s bill{' '}
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {breakingAfterSeparators(number)}
      </Box>
    </Typography>
  ) : null;
}

/** Below the md breakpoint a document is a card, as on the other list screens (docs/screens.md, Shell). */
export function DocumentCard({ inv, isAdmin, onCancel }: DocumentActionsProps) {
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={inv.invoiceNumber}
      sx={{ p: 1.5, opacity: inv.cancelled ? 0.6 : 1 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Box sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {inv.invoiceNumber}
          <CancelledChip inv={inv} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {formatDate(inv.billDate)}
        </Typography>
      </Box>
      <SupplierBillNumber inv={inv} />
      <Typography variant="body2">
        {INVOICE_KIND_LABEL[inv.kind]}
        {inv.document.againstInvoiceNumber ? ` (on ${inv.document.againstInvoiceNumber})` : ''}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {inv.clientName}
      </Typography>
      {inv.clientGstin && (
        <Typography variant="caption" color="text.secondary" component="div">
          GSTIN {inv.clientGstin}
        </Typography>
      )}
      {/* three equal columns while the amounts fit; amounts in crores do not fit three abreast at
          390 px (they ran into each other), so the Total goes to a line of its own */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, my: 1 }}>
        {(
          [
            ['Taxable', inv.subtotal],
            ['Tax', inv.taxTotal],
            ['Total', inv.total],
          ] as const
        ).map(([label, amount]) => (
          <Box key={label} sx={{ flex: '1 0 0', minWidth: 'max-content' }}>
            <CardFigure label={label}>{formatRupees(amount)}</CardFigure>
          </Box>
        ))}
      </Box>
      {inv.createdBy && (
        <Typography variant="caption" color="text.secondary" component="div">
          Saved by {inv.createdBy}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5, ml: -0.5 }}>
        <RowActions inv={inv} isAdmin={isAdmin} onCancel={onCancel} />
      </Box>
    </Card>
  );
}
