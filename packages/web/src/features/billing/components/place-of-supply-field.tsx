import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GST_STATE_LIST } from '@seller-desk/core';

/**
 * A document's place of supply: a tax invoice's state, or the state a supplier's bill charges tax for,
 * which may not be known (`unknownAllowed`, decision 115).
 */
export function PlaceOfSupplyField({
  value,
  onChange,
  problem,
  hint,
  unknownAllowed = false,
}: {
  value: string;
  onChange: (stateCode: string) => void;
  /** the server's refusal of the field, shown instead of the hint */
  problem: string | undefined;
  /** what the state chosen means for the tax (IGST, or CGST + SGST) */
  hint: string;
  unknownAllowed?: boolean;
}) {
  return (
    <TextField
      select
      label="Place of supply"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!problem}
      helperText={problem ?? hint}
      {...(unknownAllowed
        ? { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } }
        : {})}
    >
      {unknownAllowed && <MenuItem value="">Not known</MenuItem>}
      {GST_STATE_LIST.map(([code, name]) => (
        <MenuItem key={code} value={code}>
          {code} {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
