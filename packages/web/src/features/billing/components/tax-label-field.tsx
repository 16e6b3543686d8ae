import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { DEFAULT_TAX_LABEL, taxLabelPercent } from '@seller-desk/core';

/**
 * A purchase or expense bill's tax label. It starts empty: the bill is then taxed by its lines' GST %
 * (from the HSN rules for a registered supplier) or not at all. The old screens' 'Sale Tax (10%)' is
 * offered to pick, never filled in unsaid, and what a percentage in the label does is said under it
 * (decision 295).
 */
export function TaxLabelField({ value, onChange }: { value: string; onChange: (label: string) => void }) {
  const percent = taxLabelPercent(value);
  return (
    <Autocomplete
      freeSolo
      options={[DEFAULT_TAX_LABEL]}
      inputValue={value}
      onInputChange={(_e, text) => onChange(text)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Tax label"
          helperText={
            percent
              ? `Taxes the bill at ${percent} % of its subtotal, unless lines carry their own GST %`
              : "None: the lines' GST % tax the bill. A label with a percentage taxes it as a whole"
          }
        />
      )}
    />
  );
}
