import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  catalogueLine,
  typedNumberText,
  type InvoiceKind,
  type InvoiceProblem,
  type InvoiceTotals,
} from '@seller-desk/core';
import { UnitField } from '../../../components/unit-field.tsx';
import type { useBillingProducts } from '../api/billing-api.ts';
import type { FormLine } from '../invoice-form.ts';
import { LineAmount, LineProblems, QuantityRateFields } from './line-fields.tsx';

/** The fields of a line that core's invoiceProblems judges, shown under the line as it is typed. */
export const LINE_FIELDS: readonly string[] = ['hsnCode', 'quantity', 'unit', 'rate', 'gst'];

/** From this width a taxed line's Rate and amount sit in a cell each (on a phone they span). */
const TAX_LINE_ROWS = '@400';
/**
 * A taxed line's fields by the width the lines have (container queries, not the window's width): on a
 * phone HSN, Quantity, Unit over a wide Rate and GST %, the amount on a row of its own; from 400 px
 * HSN, Quantity, Unit over Rate, GST %, amount (1440 px with the menu open, 1280 px, beside the
 * preview); from 760 px one row. Each field's least width shows a rate of 100000.50, an 8-digit HSN
 * code and a quantity of 1234.5 whole.
 */
const TAX_LINE_COLUMNS = {
  '@': 'minmax(0, 6fr) minmax(0, 5fr) 6rem',
  [TAX_LINE_ROWS]: 'minmax(8rem, 1fr) minmax(6rem, 1fr) minmax(10rem, auto)',
  '@760':
    'minmax(7.5rem, 1.1fr) minmax(6rem, 1fr) 6rem minmax(8rem, 1.3fr) minmax(4rem, 0.6fr) minmax(10rem, auto)',
};
/** A cash memo's line (no HSN, no GST %): Quantity, Unit over Rate, amount; from 500 px one row. */
const MEMO_LINE_COLUMNS = {
  '@': 'minmax(0, 1fr) auto',
  '@500': 'minmax(6rem, 1fr) 6rem minmax(8rem, 1fr) minmax(10rem, auto)',
};
/**
 * An invoice's product lines (a tax invoice's, a cash memo's, a bill's): each described or picked from
 * the catalogue, with its quantity, unit, rate and GST %, its amount and what is wrong with it.
 */
export function InvoiceLines({
  kind,
  lines,
  shownLines,
  totals,
  numberProblems,
  products,
  lineProblem,
  onPickProducts,
  setLine,
  onAdd,
  onRemove,
}: {
  kind: InvoiceKind;
  lines: readonly FormLine[];
  /** the lines as shown: a tax invoice's GST % not typed follows the HSN rules (withDefaultGst) */
  shownLines: readonly FormLine[];
  totals: InvoiceTotals;
  /** the fields holding no number (decision 148): such a line shows no amount */
  numberProblems: readonly InvoiceProblem[];
  products: ReturnType<typeof useBillingProducts>;
  /** what is wrong with a line's field, before Upload or as the server said */
  lineProblem: (row: number, field: string) => string | undefined;
  /** the catalogue is read when a description's list first opens */
  onPickProducts: () => void;
  setLine: (key: number, patch: Partial<FormLine>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}) {
  const perLineTax = kind !== 'CASH_MEMO';
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Product lines
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {perLineTax ? 'Rate is per unit, without tax' : 'Rate is per unit'}
        </Typography>
      </Box>
      {/* the lines lay out by the width they have, not the window's: beside the preview, and with
          the menu open, a 1440 px window leaves them less room than a tablet does */}
      <Box sx={{ display: 'grid', gap: 1.5, containerType: 'inline-size' }}>
        {lines.map((line, i) => (
          <Box
            key={line.key}
            role="group"
            aria-label={`Line ${i + 1}`}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: perLineTax ? TAX_LINE_COLUMNS : MEMO_LINE_COLUMNS,
            }}
          >
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Autocomplete
                freeSolo
                options={products.data ?? []}
                getOptionLabel={(o) => (typeof o === 'string' ? o : o.productName)}
                loading={products.isFetching}
                inputValue={line.description}
                onOpen={onPickProducts}
                onInputChange={(_e, value, reason) =>
                  reason !== 'reset' && setLine(line.key, { description: value })
                }
                onChange={(_e, value) => {
                  if (!value || typeof value === 'string') return;
                  const picked = catalogueLine(value, kind);
                  setLine(line.key, {
                    description: picked.description,
                    hsnCode: picked.hsnCode ?? line.hsnCode,
                    rate: picked.rate === null ? line.rate : picked.rate.toFixed(2),
                    productId: picked.productId,
                    productGst: picked.productGst,
                    // the product's own unit, which its prices are per (decision 147)
                    unit: picked.unit,
                    // a tax invoice takes the HSN rules' rate (withDefaultGst), a bill the product's
                    gstAuto: true,
                    gst: picked.productGst === null ? line.gst : String(picked.productGst),
                  });
                }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Description"
                    size="small"
                    error={!!lineProblem(i, 'description')}
                    helperText={lineProblem(i, 'description')}
                  />
                )}
              />
            </Box>
            {perLineTax && (
              <TextField
                label="HSN"
                size="small"
                value={line.hsnCode}
                onChange={(e) => setLine(line.key, { hsnCode: e.target.value })}
                error={!!lineProblem(i, 'hsnCode')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
              />
            )}
            <QuantityRateFields
              quantity={line.quantity}
              rate={line.rate}
              onChange={(patch) => setLine(line.key, patch)}
              invalid={{ quantity: !!lineProblem(i, 'quantity'), rate: !!lineProblem(i, 'rate') }}
              {...(perLineTax ? { rateSx: { gridColumn: { '@': 'span 2', [TAX_LINE_ROWS]: 'auto' } } } : {})}
              unitField={
                <UnitField
                  unit={line.unit}
                  onChange={(unit) => setLine(line.key, { unit })}
                  optional={kind !== 'GST_INVOICE'}
                  invalid={!!lineProblem(i, 'unit')}
                />
              }
            />
            {perLineTax && (
              <TextField
                label="GST %"
                size="small"
                value={shownLines[i]?.gst ?? line.gst}
                onChange={(e) =>
                  // emptied, the rate follows the HSN rules again
                  setLine(line.key, {
                    gst: e.target.value === '' ? '' : typedNumberText(e.target.value),
                    gstAuto: e.target.value === '',
                  })
                }
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                error={!!lineProblem(i, 'gst')}
              />
            )}
            <LineAmount
              {...(perLineTax ? { sx: { gridColumn: { '@': '1 / -1', [TAX_LINE_ROWS]: 'auto' } } } : {})}
              index={i}
              amountPaise={
                numberProblems.some((p) => p.row === i && p.field !== 'gst')
                  ? null
                  : (totals.lines[i]?.amountPaise ?? 0)
              }
              onlyLine={lines.length === 1}
              onRemove={() => onRemove(line.key)}
            />
            <LineProblems fields={LINE_FIELDS} problemOf={(field) => lineProblem(i, field)} />
          </Box>
        ))}
      </Box>
      <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={onAdd}>
        Add line
      </Button>
    </Box>
  );
}
