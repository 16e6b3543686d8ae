import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { formatPaise, taxedChargeRows, type InvoiceTotals } from '@seller-desk/core';

/** Paise as the screens show money: "₹1,23,456.70", a minus before the sign for a negative round-off. */
export const rupees = (paise: number) => formatPaise(paise);

/**
 * The totals under a document's lines, as its PDF prints them (core's computeInvoice): the taxable
 * value or subtotal, the tax lines (IGST, or CGST and SGST, or the tax label's amount), the courier and
 * packing charges when they are on, the round-off, the total and the amount in words. Charges that
 * include GST (decision 128) show as typed beside their taxable value, inside the taxable value.
 * While a number field holds no number (`notANumber`, its problem) nothing is worked out: the total is a
 * dash and the problem is said, rather than sums that read the field as 0 (decision 148).
 */
export function DocumentTotals({
  totals,
  subtotalLabel,
  taxLabel = 'Tax',
  courier = false,
  packing = false,
  totalLabel,
  totalTestId,
  notANumber,
}: {
  totals: InvoiceTotals;
  subtotalLabel: string;
  /** What the tax label's percentage is called, for a document taxed by its label. */
  taxLabel?: string;
  courier?: boolean;
  packing?: boolean;
  totalLabel: string;
  totalTestId: string;
  notANumber?: string | undefined;
}) {
  if (notANumber)
    return (
      <Box
        component="dl"
        aria-label="Totals"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, m: 0, '& dd': { m: 0 } }}
      >
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {totalLabel}
        </Box>
        <Box component="dd" sx={{ fontWeight: 700, textAlign: 'right' }} data-testid={totalTestId}>
          —
        </Box>
        <Box component="dd" sx={{ gridColumn: '1 / -1', color: 'error.main' }}>
          Not worked out while {notANumber}
        </Box>
      </Box>
    );
  return (
    <Box
      component="dl"
      aria-label="Totals"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: 0.5,
        m: 0,
        '& dd': { m: 0, textAlign: 'right' },
      }}
    >
      {totals.chargesTaxed ? (
        <>
          <dt>Lines</dt>
          <dd>{rupees(totals.subtotalPaise)}</dd>
          {taxedChargeRows(totals).map((c) => (
            <Fragment key={c.label}>
              <dt>{c.label}</dt>
              <dd>{rupees(c.taxablePaise)}</dd>
            </Fragment>
          ))}
          <dt>{subtotalLabel}</dt>
          <dd>{rupees(totals.taxablePaise)}</dd>
        </>
      ) : (
        <>
          <dt>{subtotalLabel}</dt>
          <dd>{rupees(totals.subtotalPaise)}</dd>
        </>
      )}
      {totals.taxMode === 'GST' && totals.interState && (
        <>
          <dt>IGST</dt>
          <dd>{rupees(totals.igstPaise)}</dd>
        </>
      )}
      {totals.taxMode === 'GST' && !totals.interState && (
        <>
          <dt>CGST</dt>
          <dd>{rupees(totals.cgstPaise)}</dd>
          <dt>SGST</dt>
          <dd>{rupees(totals.sgstPaise)}</dd>
        </>
      )}
      {totals.taxMode === 'LABEL' && (
        <>
          <dt>{taxLabel}</dt>
          <dd>{rupees(totals.labelTaxPaise)}</dd>
        </>
      )}
      {courier && !totals.chargesTaxed && (
        <>
          <dt>Courier</dt>
          <dd>{rupees(totals.courierPaise)}</dd>
        </>
      )}
      {packing && !totals.chargesTaxed && (
        <>
          <dt>Packing and transportation</dt>
          <dd>{rupees(totals.packingPaise)}</dd>
        </>
      )}
      {totals.roundOffPaise !== 0 && (
        <>
          <dt>Round off</dt>
          <dd>{rupees(totals.roundOffPaise)}</dd>
        </>
      )}
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {totalLabel}
      </Box>
      <Box component="dd" sx={{ fontWeight: 700 }} data-testid={totalTestId}>
        {rupees(totals.totalPaise)}
      </Box>
      <Box
        component="dd"
        sx={{
          gridColumn: '1 / -1',
          textAlign: 'left !important',
          fontStyle: 'italic',
          color: 'text.secondary',
        }}
      >
        {totals.amountInWords}
      </Box>
    </Box>
  );
}
