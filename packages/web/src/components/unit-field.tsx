import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PRODUCT_FIELDS, UQC_UNITS, uqcLabel } from '@seller-desk/core';

/** The field's label, the dictionary's: a product's unit and a document line's read the same. */
const LABEL = PRODUCT_FIELDS.unit.label;

/**
 * A unit of quantity (UQC, decision 141): the code shown in the field, "code — name" in the list. The one
 * Unit select of the app: a document line's (optional on documents other than a tax invoice, "No
 * unit") and a product's, in its form and in its grid row (decision 147).
 */
export function UnitField({
  unit,
  onChange,
  optional,
  invalid,
  helperText,
  inCell = false,
}: {
  unit: string;
  onChange: (unit: string) => void;
  optional: boolean;
  /** marked wrong; the message is shown elsewhere unless `helperText` gives it */
  invalid?: boolean;
  helperText?: string | undefined;
  /** in a grid row: no label of its own (the column's header is it, and its accessible name), no border */
  inCell?: boolean;
}) {
  return (
    <TextField
      select
      label={inCell ? undefined : LABEL}
      // in a cell the standard input's small size lifts the text 3 px (padding-top 1 px, not 4 px) above
      // the GST select's beside it; the medium size has the native select's padding
      size={inCell ? 'medium' : 'small'}
      value={unit}
      onChange={(e) => onChange(e.target.value)}
      error={!!invalid}
      helperText={helperText}
      {...(inCell ? { variant: 'standard' as const, fullWidth: true } : {})}
      slotProps={{
        select: {
          displayEmpty: optional,
          renderValue: (v) => (v as string) || 'None',
          ...(inCell ? { SelectDisplayProps: { 'aria-label': LABEL } } : {}),
        },
        ...(inCell ? { input: { disableUnderline: true, sx: { px: 1, fontSize: 14 } } } : {}),
        ...(optional && !inCell ? { inputLabel: { shrink: true } } : {}),
      }}
    >
      {optional && <MenuItem value="">No unit</MenuItem>}
      {UQC_UNITS.map(({ code }) => (
        <MenuItem key={code} value={code}>
          {uqcLabel(code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
