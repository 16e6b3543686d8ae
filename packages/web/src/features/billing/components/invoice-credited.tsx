import Box from '@mui/material/Box';
import { stateLabel } from '@seller-desk/core';
import { formatDate } from '../../../lib/format.ts';
import type { ToCredit } from '../credit-note-form.ts';
import { rupees } from './document-totals.tsx';

/** The invoice a credit note is against: its number and date, buyer, place of supply and what is left. */
export function InvoiceCredited({
  invoice,
  totalPaise,
  creditedPaise,
  remainingPaise,
}: {
  invoice: ToCredit;
  totalPaise: number;
  /** by its earlier credit notes */
  creditedPaise: number;
  /** what this note may credit at most */
  remainingPaise: number;
}) {
  return (
    <Box
      component="dl"
      aria-label="Invoice credited"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0 },
      }}
    >
      <dt>Invoice</dt>
      <dd>
        {invoice.invoiceNumber} dated {formatDate(invoice.billDate)}
      </dd>
      <dt>Buyer</dt>
      <dd>
        {invoice.document.clientName}
        {invoice.document.gst ? ` (${invoice.document.gst})` : ''}
      </dd>
      <dt>Place of supply</dt>
      <dd>{invoice.placeOfSupply ? stateLabel(invoice.placeOfSupply) : '—'}</dd>
      <dt>Invoice total</dt>
      <dd>{rupees(totalPaise)}</dd>
      <dt>Credited already</dt>
      <dd>{rupees(creditedPaise)}</dd>
      <Box component="dt" sx={{ fontWeight: 700, color: 'text.primary !important' }}>
        Remaining value
      </Box>
      <Box component="dd" sx={{ fontWeight: 700 }} data-testid="remaining-value">
        {rupees(remainingPaise)}
      </Box>
    </Box>
  );
}
