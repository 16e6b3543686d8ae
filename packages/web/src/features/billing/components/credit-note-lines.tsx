import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CreditReason, InvoiceProblem, InvoiceTotals } from '@seller-desk/core';
import { formatRupees } from '../../../lib/format.ts';
import type { NoteLine, ToCredit } from '../credit-note-form.ts';
import { LineAmount, LineProblems, QuantityRateFields } from './line-fields.tsx';

/**
 * A credit note's lines: each names the invoice line it credits (what was invoiced and returned
 * already); its quantity and rate are what is credited.
 */
export function CreditNoteLines({
  invoice,
  reason,
  lines,
  totals,
  numberProblems,
  numberProblem,
  lineProblem,
  setLine,
  onRemove,
}: {
  invoice: ToCredit;
  reason: CreditReason;
  lines: readonly NoteLine[];
  totals: InvoiceTotals;
  /** the fields holding no number (decision 148): such a line shows no amount */
  numberProblems: readonly InvoiceProblem[];
  numberProblem: (row: number | undefined, field: string) => string | undefined;
  lineProblem: (row: number, field: string) => string | undefined;
  setLine: (key: number, patch: Partial<NoteLine>) => void;
  onRemove: (key: number) => void;
}) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Lines credited
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {reason === 'RETURN'
          ? 'Set the quantity returned of each line; remove the lines not returned.'
          : 'Set the reduction per unit invoiced (a piece, a metre, a kilogram) as the rate of each line.'}{' '}
        Rates are before tax; HSN code and GST rate stay as invoiced.
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {lines.map((line, i) => (
          <Box
            key={line.key}
            role="group"
            aria-label={`Line ${i + 1}`}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              // the line's name on a row of its own: beside it, next to the preview, the fields
              // were too narrow to show a rate whole (1280 px with the menu open)
              gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr auto' },
            }}
          >
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Typography variant="body2">{line.description}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                HSN {line.hsnCode ?? '—'} · GST {line.gst ?? 0} %
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {invoicedText(invoice, line.invoiceLine)}
              </Typography>
              {lineProblem(i, 'invoiceLine') && (
                <Typography variant="caption" color="error" component="div">
                  {lineProblem(i, 'invoiceLine')}
                </Typography>
              )}
            </Box>
            <QuantityRateFields
              quantity={line.quantity}
              unit={line.unit}
              rate={line.rate}
              onChange={(patch) => setLine(line.key, patch)}
              errors={{
                quantity: numberProblem(i, 'quantity')
                  ? 'Not a number'
                  : lineProblem(i, 'quantity') && 'More than is left',
                rate: numberProblem(i, 'rate')
                  ? 'Not a number'
                  : lineProblem(i, 'rate') && 'More than invoiced',
              }}
            />
            <LineAmount
              index={i}
              amountPaise={
                numberProblems.some((p) => p.row === i) ? null : (totals.lines[i]?.amountPaise ?? 0)
              }
              onlyLine={lines.length === 1}
              onRemove={() => onRemove(line.key)}
            />
            <LineProblems
              fields={['quantity', 'unit', 'rate']}
              problemOf={(field) => lineProblem(i, field)}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** "Invoiced 3 PCS × ₹449.50, 2 returned already" for the invoice line a note line credits. */
function invoicedText(invoice: ToCredit, invoiceLine: number): string {
  const of = invoice.document.productLines[invoiceLine - 1];
  if (!of) return '';
  const returned = invoice.returnedQuantities[invoiceLine - 1] ?? 0;
  const unit = of.unit ? ` ${of.unit}` : '';
  return `Invoiced ${of.quantity}${unit} × ${formatRupees(of.rate)}${returned ? `, ${returned} returned already` : ''}`;
}
