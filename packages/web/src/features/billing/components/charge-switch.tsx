import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { typedNumberText } from '@seller-desk/core';

/**
 * A charge of a document (courier, packing): a switch, and its amount while it is on. A credit note
 * says under it what the invoice charged and what is credited already, and why an amount is refused.
 */
export function ChargeSwitch({
  label,
  amountLabel,
  on,
  amount,
  onToggle,
  onAmount,
  note,
  problem,
}: {
  label: string;
  amountLabel: string;
  on: boolean;
  amount: string;
  onToggle: (on: boolean) => void;
  onAmount: (text: string) => void;
  /** a line under the switch ("Invoiced ₹80.00, ₹20.00 credited already") */
  note?: string | undefined;
  /** why the amount cannot be saved, in full under the switch; the field is marked */
  problem?: string | undefined;
}) {
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={on} onChange={(e) => onToggle(e.target.checked)} />}
          label={label}
        />
        {on && (
          <TextField
            label={amountLabel}
            size="small"
            value={amount}
            onChange={(e) => onAmount(typedNumberText(e.target.value))}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={!!problem}
          />
        )}
      </Box>
      {note && (
        <Typography variant="caption" color="text.secondary" component="div">
          {note}
        </Typography>
      )}
      {problem && (
        <Typography variant="caption" color="error" component="div">
          {problem}
        </Typography>
      )}
    </Box>
  );
}
